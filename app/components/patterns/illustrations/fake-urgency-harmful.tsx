import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** A shopping app's product page with a "today only" banner, a red countdown and a single "buy now" button. */
export function FakeUrgencyHarmful(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <rect x="16" y="44" width="288" height="32" className="fill-highlight" />
      <Label x={150} y={65} weight={700} anchor="middle" className="fill-highlight-foreground">
        HURRY! Today only: 33% off
      </Label>

      {/* Product photo. */}
      <rect x="32" y="90" width="256" height="150" rx="12" className="fill-muted" />
      <path
        d="M96 202 C96 172 118 160 136 160 L154 182 C178 187 202 194 214 206 L214 216 L96 216 Z"
        className="fill-secondary"
      />
      <rect x="92" y="216" width="126" height="10" rx="4" className="fill-secondary-foreground" />

      <Label x={32} y={270} size={18} weight={700}>
        Trail walking shoes
      </Label>
      <TextLine x={32} y={282} width={200} />
      <Label x={32} y={326} size={26} weight={700}>
        €59
      </Label>
      <Label x={94} y={324} size={15} className="fill-muted-foreground">
        €89
      </Label>
      <path d="M92 319 H124" className="stroke-muted-foreground" strokeWidth="1.5" />

      <rect x="32" y="342" width="230" height="48" rx="8" className="fill-destructive" />
      <Label x={147} y={373} size={18} weight={700} anchor="middle" className="fill-destructive-foreground">
        Offer ends in 04:59
      </Label>

      <MockButton x={32} y={406} width={230} height={48} label="Buy now – offer expires!" />
      <TextLine x={32} y={474} width={230} />
      <TextLine x={32} y={490} width={180} />
      <TextLine x={32} y={506} width={210} />

      <Marker n={1} x={286} y={60} tone="harmful" />
      <Marker n={2} x={286} y={366} tone="harmful" />
      <Marker n={3} x={286} y={430} tone="harmful" />
    </PhoneFrame>
  );
}
