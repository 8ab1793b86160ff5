import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** A video app at the end of an episode, counting down to the next one, with "Cancel" as faint text. */
export function AutoplayHarmful(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      {/* The player */}
      <rect x="16" y="44" width="288" height="170" className="fill-foreground" />

      {/* Autoplay, switched on from the start */}
      <Label x={244} y={68} size={13} anchor="end" className="fill-muted">
        Autoplay
      </Label>
      <rect x="252" y="56" width="32" height="16" rx="8" className="fill-primary" />
      <circle cx="276" cy="64" r="6" className="fill-primary-foreground" />
      <Marker n={3} x={172} y={63} tone="harmful" />

      <Label x={32} y={104} size={16} weight={700} className="fill-card">
        Next episode
      </Label>
      <Label x={32} y={126} className="fill-muted">
        Episode 5 · The Storm
      </Label>

      {/* Countdown ring */}
      <circle cx="252" cy="116" r="20" fill="none" className="stroke-muted-foreground" strokeWidth="4" />
      <path d="M252 96 a20 20 0 1 1 -20 20" fill="none" className="stroke-card" strokeWidth="4" />
      <Label x={252} y={123} size={18} weight={700} anchor="middle" className="fill-card">
        5
      </Label>
      <Marker n={1} x={289} y={146} tone="harmful" />

      <MockButton x={32} y={156} width={124} height={40} label="Play now" />
      <Label x={176} y={181} size={13} className="fill-input">
        Cancel
      </Label>
      <Marker n={2} x={238} y={176} tone="harmful" />

      {/* The series page below */}
      <Label x={32} y={246} size={17} weight={700}>
        The Long Road
      </Label>
      <Label x={32} y={268} className="fill-muted-foreground">
        Season 1 · Episode 4
      </Label>
      <Label x={32} y={304} weight={600}>
        Up next
      </Label>
      <rect x="32" y="316" width="96" height="54" rx="8" className="fill-muted" />
      <Label x={140} y={336} weight={600}>
        Episode 5
      </Label>
      <TextLine x={140} y={346} width={110} />
      <rect x="32" y="384" width="96" height="54" rx="8" className="fill-muted" />
      <Label x={140} y={404} weight={600}>
        Episode 6
      </Label>
      <TextLine x={140} y={414} width={100} />
      <rect x="32" y="452" width="96" height="54" rx="8" className="fill-muted" />
      <Label x={140} y={472} weight={600}>
        Episode 7
      </Label>
      <TextLine x={140} y={482} width={120} />
    </PhoneFrame>
  );
}
