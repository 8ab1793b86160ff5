import {
  Label,
  Marker,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** A social feed where suggested posts take over and more loads before the bottom is reached. */
export function InfiniteScrollHarmful(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <Label x={32} y={74} size={18} weight={700}>
        Home
      </Label>

      {/* A post from someone followed */}
      <circle cx="44" cy="104" r="12" className="fill-secondary" />
      <Label x={64} y={109} weight={600}>
        Sam
      </Label>
      <rect x="32" y="124" width="256" height="70" rx="10" className="fill-muted" />
      <TextLine x={32} y={204} width={200} />
      <TextLine x={32} y={218} width={140} />

      {/* Suggestions fill in once friends' posts run out */}
      <Label x={32} y={252} size={13} weight={600} className="fill-muted-foreground">
        Suggested for you
      </Label>
      <Marker n={1} x={186} y={248} tone="harmful" />
      <circle cx="44" cy="276" r="12" className="fill-accent" />
      <Label x={64} y={281} weight={600}>
        Daily Clips
      </Label>
      <rect x="32" y="296" width="256" height="70" rx="10" className="fill-muted" />
      <TextLine x={32} y={376} width={190} />
      <TextLine x={32} y={390} width={120} />

      {/* More loads before the bottom is reached */}
      <path
        d="M160 410 a10 10 0 1 1 -9.5 7"
        fill="none"
        className="stroke-primary"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <Label x={160} y={450} size={13} anchor="middle" className="fill-muted-foreground">
        Loading more…
      </Label>
      <Marker n={2} x={214} y={420} tone="harmful" />

      {/* The next post already peeks in */}
      <circle cx="44" cy="486" r="12" className="fill-accent" />
      <Label x={64} y={491} weight={600}>
        Trending now
      </Label>
      <rect x="32" y="506" width="256" height="40" rx="10" className="fill-muted" />
    </PhoneFrame>
  );
}
