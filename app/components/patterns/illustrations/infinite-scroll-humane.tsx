import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** The same feed ending with "You're all caught up" and a button for older posts. */
export function InfiniteScrollHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <Label x={32} y={74} size={18} weight={700}>
        Home
      </Label>

      {/* Posts from people followed */}
      <circle cx="44" cy="104" r="12" className="fill-secondary" />
      <Label x={64} y={109} weight={600}>
        Sam
      </Label>
      <rect x="32" y="124" width="256" height="70" rx="10" className="fill-muted" />
      <TextLine x={32} y={204} width={200} />
      <TextLine x={32} y={218} width={140} />

      <circle cx="44" cy="276" r="12" className="fill-secondary" />
      <Label x={64} y={281} weight={600}>
        Alex
      </Label>
      <rect x="32" y="296" width="256" height="70" rx="10" className="fill-muted" />
      <TextLine x={32} y={376} width={190} />
      <TextLine x={32} y={390} width={120} />

      {/* A clear end */}
      <path d="M32 412 H288" className="stroke-border" />
      <circle cx="160" cy="438" r="14" className="fill-secondary" />
      <path
        d="M153 438 l5 5 l9 -10"
        fill="none"
        className="stroke-secondary-foreground"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Label x={160} y={474} size={15} weight={700} anchor="middle">
        You&apos;re all caught up
      </Label>
      <Label x={160} y={494} size={13} anchor="middle" className="fill-muted-foreground">
        New posts from the last 3 days
      </Label>
      <Marker n={1} x={266} y={468} tone="humane" />

      {/* More only on request */}
      <MockButton x={88} y={504} width={144} height={34} label="See older posts" variant="outline" />
      <Marker n={2} x={254} y={521} tone="humane" />
    </PhoneFrame>
  );
}
