import {
  Label,
  Marker,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** A social feed with a pull-to-refresh spinner, a "new posts" pill, a red badge and a feed that keeps loading. */
export function VariableRewardsHarmful(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      {/* App bar with a bell and a red counter */}
      <Label x={32} y={74} size={18} weight={700}>
        Feed
      </Label>
      <path
        d="M262 72 V64 a8 8 0 0 1 16 0 V72 l3 4 H259 Z M266 79 a4 4 0 0 0 8 0"
        className="fill-foreground"
      />
      <circle cx="282" cy="58" r="11" className="fill-destructive stroke-card" strokeWidth="2" />
      <Label x={282} y={62} size={13} weight={700} anchor="middle" className="fill-destructive-foreground">
        9+
      </Label>
      <Marker n={3} x={236} y={68} tone="harmful" />

      {/* Pull-to-refresh spinner */}
      <path
        d="M160 98 a12 12 0 1 1 -11 7"
        fill="none"
        className="stroke-primary"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M144 101 l5 5 l5 -6"
        fill="none"
        className="stroke-primary"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <Label x={160} y={140} size={13} anchor="middle" className="fill-muted-foreground">
        Checking for new posts…
      </Label>
      <Marker n={1} x={108} y={110} tone="harmful" />

      {/* "New posts" pill */}
      <rect x="96" y="154" width="128" height="30" rx="15" className="fill-primary" />
      <Label x={160} y={174} size={13} weight={600} anchor="middle" className="fill-primary-foreground">
        ↑ 5 new posts
      </Label>
      <Marker n={2} x={246} y={169} tone="harmful" />

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

      {/* More loads by itself at the bottom */}
      <path
        d="M112 508 a8 8 0 1 1 -3 6"
        fill="none"
        className="stroke-muted-foreground"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <Label x={130} y={516} size={13} className="fill-muted-foreground">
        Loading more…
      </Label>
      <Marker n={4} x={272} y={511} tone="harmful" />
    </PhoneFrame>
  );
}
