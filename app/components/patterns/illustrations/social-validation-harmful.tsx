import {
  Label,
  Marker,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** A social app's home screen with a streak warning, a daily follower change, a like count compared with the last post and a "Seen" receipt. */
export function SocialValidationHarmful(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <Label x={32} y={74} size={18} weight={700}>
        Home
      </Label>

      {/* Streak about to end */}
      <rect x="32" y="90" width="238" height="56" rx="10" className="fill-highlight" />
      <path
        d="M50 100 c8 8 10 14 6 22 a8 8 0 0 1 -14 -4 c0 -6 4 -8 4 -12 c3 3 4 5 4 -6 Z"
        className="fill-destructive"
      />
      <Label x={66} y={113} size={13} weight={700} className="fill-highlight-foreground">
        41-day streak ends in 3 h
      </Label>
      <Label x={66} y={133} size={13} className="fill-highlight-foreground">
        Post now to keep it
      </Label>
      <Marker n={1} x={286} y={118} tone="harmful" />

      {/* Follower count with a daily change */}
      <circle cx="50" cy="184" r="18" className="fill-secondary" />
      <Label x={78} y={180} size={14} weight={700}>
        1,204 followers
      </Label>
      <Label x={78} y={199} size={13} weight={600} className="fill-destructive">
        −3 since yesterday
      </Label>
      <Marker n={2} x={286} y={186} tone="harmful" />

      {/* Your latest post, scored */}
      <rect x="32" y="218" width="238" height="146" rx="10" className="fill-muted" />
      <path
        d="M32 330 L92 282 L132 314 L168 290 L270 348 V354 a10 10 0 0 1 -10 10 H42 a10 10 0 0 1 -10 -10 Z"
        className="fill-border"
      />
      <circle cx="226" cy="252" r="14" className="fill-border" />
      <path
        d="M44 390 a5 5 0 0 1 10 -2 a5 5 0 0 1 10 2 c0 7 -10 12 -10 12 s-10 -5 -10 -12 Z"
        className="fill-destructive"
      />
      <Label x={72} y={400} size={16} weight={700}>
        87 likes
      </Label>
      <Label x={32} y={422} size={13} weight={600} className="fill-destructive">
        12 fewer than your last post
      </Label>
      <Marker n={3} x={286} y={404} tone="harmful" />

      {/* A message marked as seen */}
      <path d="M32 438 H288" className="stroke-border" />
      <circle cx="48" cy="468" r="14" className="fill-secondary" />
      <Label x={72} y={464} size={13} weight={700}>
        Sam
      </Label>
      <Label x={72} y={482} size={13} className="fill-muted-foreground">
        You: See you at 8?
      </Label>
      <Label x={262} y={464} size={13} weight={600} anchor="end" className="fill-foreground">
        Seen 21:04
      </Label>
      <Marker n={4} x={286} y={482} tone="harmful" />

      {/* Tab bar */}
      <path d="M16 504 H304" className="stroke-border" />
      <TextLine x={52} y={518} width={20} height={20} />
      <TextLine x={122} y={518} width={20} height={20} />
      <TextLine x={186} y={518} width={20} height={20} />
      <TextLine x={250} y={518} width={20} height={20} />
    </PhoneFrame>
  );
}
