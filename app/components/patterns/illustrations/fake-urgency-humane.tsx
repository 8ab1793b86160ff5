import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** The same product page done honestly: a fixed end date, the price after the sale, and a way to save for later. */
export function FakeUrgencyHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <rect x="16" y="44" width="288" height="32" className="fill-secondary" />
      <Label x={150} y={65} weight={600} anchor="middle" className="fill-secondary-foreground">
        Sale ends Sun 30 Nov, 23:59
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

      <rect x="32" y="342" width="230" height="48" rx="8" className="fill-muted" />
      <Label x={46} y={362} size={14} weight={600}>
        Sale price until 30 Nov
      </Label>
      <Label x={46} y={381} size={13} className="fill-muted-foreground">
        From 1 Dec the price is €89
      </Label>

      <MockButton x={32} y={406} width={230} height={44} label="Add to basket" />
      <MockButton x={32} y={458} width={230} height={44} label="Save for later" variant="outline" />
      <TextLine x={32} y={522} width={180} />

      <Marker n={1} x={286} y={60} tone="humane" />
      <Marker n={2} x={286} y={366} tone="humane" />
      <Marker n={3} x={286} y={454} tone="humane" />
    </PhoneFrame>
  );
}
