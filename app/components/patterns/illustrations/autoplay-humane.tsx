import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** The same video app at the end of an episode, waiting for a choice, with time watched and autoplay off. */
export function AutoplayHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      {/* The player */}
      <rect x="16" y="44" width="288" height="170" className="fill-foreground" />

      {/* Autoplay switch in the player, off */}
      <Label x={244} y={68} size={13} anchor="end" className="fill-muted">
        Autoplay off
      </Label>
      <rect x="252" y="56" width="32" height="16" rx="8" className="fill-muted-foreground" />
      <circle cx="260" cy="64" r="6" className="fill-card" />
      <Marker n={4} x={148} y={63} tone="humane" />

      {/* No countdown: the screen waits */}
      <Label x={32} y={104} size={16} weight={700} className="fill-card">
        Episode 4 finished
      </Label>
      <Marker n={1} x={226} y={99} tone="humane" />
      <Label x={32} y={128} className="fill-muted">
        3 episodes tonight · 2 h 10 min
      </Label>
      <Marker n={2} x={276} y={123} tone="humane" />

      {/* Two equal choices */}
      <MockButton x={32} y={156} width={112} height={40} label="Play next" variant="outline" />
      <MockButton x={156} y={156} width={112} height={40} label="Stop here" variant="outline" />
      <Marker n={3} x={286} y={176} tone="humane" />

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
