import {
  Label,
  Marker,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** The same home screen with no streak, a follower count only you see, likes hidden and read receipts off. */
export function SocialValidationHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <Label x={32} y={74} size={18} weight={700}>
        Home
      </Label>

      {/* An invitation, not a deadline */}
      <rect x="32" y="90" width="238" height="56" rx="10" className="fill-secondary" />
      <circle cx="49" cy="118" r="9" className="fill-primary" />
      <path
        d="M49 113 V123 M44 118 H54"
        className="stroke-primary-foreground"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <Label x={66} y={113} size={13} weight={700} className="fill-secondary-foreground">
        Share when you like
      </Label>
      <Label x={66} y={133} size={13} className="fill-secondary-foreground">
        No streaks, no deadlines
      </Label>
      <Marker n={1} x={286} y={118} tone="humane" />

      {/* Follower count without a daily score */}
      <circle cx="50" cy="184" r="18" className="fill-secondary" />
      <Label x={78} y={180} size={14} weight={700}>
        1,204 followers
      </Label>
      <Label x={78} y={199} size={13} className="fill-muted-foreground">
        Only you can see this
      </Label>
      <Marker n={2} x={286} y={186} tone="humane" />

      {/* Your latest post, with likes hidden */}
      <rect x="32" y="218" width="238" height="146" rx="10" className="fill-muted" />
      <path
        d="M32 330 L92 282 L132 314 L168 290 L270 348 V354 a10 10 0 0 1 -10 10 H42 a10 10 0 0 1 -10 -10 Z"
        className="fill-border"
      />
      <circle cx="226" cy="252" r="14" className="fill-border" />
      <path
        d="M44 390 a5 5 0 0 1 10 -2 a5 5 0 0 1 10 2 c0 7 -10 12 -10 12 s-10 -5 -10 -12 Z"
        fill="none"
        className="stroke-foreground"
        strokeWidth="2"
      />
      <Label x={72} y={400} size={14} weight={700}>
        Likes hidden
      </Label>
      <Label x={186} y={400} size={13} weight={600} className="fill-primary">
        Show
      </Label>
      <Label x={32} y={422} size={13} className="fill-muted-foreground">
        3 comments from friends
      </Label>
      <Marker n={3} x={286} y={404} tone="humane" />

      {/* A message without a read receipt */}
      <path d="M32 438 H288" className="stroke-border" />
      <circle cx="48" cy="468" r="14" className="fill-secondary" />
      <Label x={72} y={464} size={13} weight={700}>
        Sam
      </Label>
      <Label x={72} y={482} size={13} className="fill-muted-foreground">
        You: See you at 8?
      </Label>
      <Label x={262} y={464} size={13} anchor="end" className="fill-muted-foreground">
        Sent 21:04
      </Label>
      <Marker n={4} x={286} y={482} tone="humane" />

      {/* Tab bar */}
      <path d="M16 504 H304" className="stroke-border" />
      <TextLine x={52} y={518} width={20} height={20} />
      <TextLine x={122} y={518} width={20} height={20} />
      <TextLine x={186} y={518} width={20} height={20} />
      <TextLine x={250} y={518} width={20} height={20} />
    </PhoneFrame>
  );
}
