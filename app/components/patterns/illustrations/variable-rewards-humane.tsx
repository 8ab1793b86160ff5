import {
  Label,
  Marker,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** The same feed with updates at set times, posts from people you follow, a quiet bell and a clear end. */
export function VariableRewardsHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      {/* App bar with a bell and no counter */}
      <Label x={32} y={74} size={18} weight={700}>
        Feed
      </Label>
      <path
        d="M262 72 V64 a8 8 0 0 1 16 0 V72 l3 4 H259 Z M266 79 a4 4 0 0 0 8 0"
        className="fill-foreground"
      />
      <Marker n={3} x={236} y={68} tone="humane" />

      {/* Updates at set times */}
      <rect x="32" y="94" width="256" height="52" rx="10" className="fill-secondary" />
      <Label x={44} y={116} size={13} weight={600} className="fill-secondary-foreground">
        Updated at 8:00
      </Label>
      <Label x={44} y={135} size={13} className="fill-secondary-foreground">
        Next update at 18:00
      </Label>
      <Marker n={1} x={268} y={120} tone="humane" />

      {/* Feed choice */}
      <Label x={32} y={174} size={13} weight={600}>
        Following · newest first
      </Label>
      <Marker n={2} x={246} y={169} tone="humane" />

      {/* Two posts */}
      <circle cx="44" cy="212" r="12" className="fill-secondary" />
      <TextLine x={64} y={204} width={90} />
      <TextLine x={64} y={216} width={56} />
      <rect x="32" y="232" width="256" height="104" rx="10" className="fill-muted" />
      <TextLine x={32} y={346} width={200} />
      <TextLine x={32} y={360} width={150} />

      <circle cx="44" cy="396" r="12" className="fill-secondary" />
      <TextLine x={64} y={388} width={110} />
      <TextLine x={64} y={400} width={64} />
      <rect x="32" y="416" width="256" height="64" rx="10" className="fill-muted" />

      {/* A clear end */}
      <circle cx="44" cy="504" r="9" className="fill-primary" />
      <path
        d="M40 504 l3 3 l5 -6"
        fill="none"
        className="stroke-primary-foreground"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <Label x={60} y={509} size={13} weight={600}>
        You’re all caught up
      </Label>
      <Label x={60} y={529} size={13} className="fill-primary">
        See older posts
      </Label>
      <Marker n={4} x={262} y={510} tone="humane" />
    </PhoneFrame>
  );
}
