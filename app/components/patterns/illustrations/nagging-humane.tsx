import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** The same shopping app asking once, after an order, with an equal "No thanks" and a promise not to ask again. */
export function NaggingHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <Label x={32} y={74} size={18} weight={700}>
        Shop
      </Label>

      {/* The moment the question becomes useful: an order was just placed */}
      <rect x="24" y="90" width="272" height="40" rx="10" className="fill-secondary" />
      <path
        d="M38 110 l5 5 l9 -10"
        fill="none"
        className="stroke-secondary-foreground"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Label x={60} y={115} weight={600} className="fill-secondary-foreground">
        Order placed
      </Label>

      {/* Products behind the pop-up */}
      <rect x="32" y="146" width="120" height="70" rx="10" className="fill-muted" />
      <rect x="168" y="146" width="120" height="70" rx="10" className="fill-muted" />
      <TextLine x={32} y={224} width={90} />
      <TextLine x={168} y={224} width={70} />
      <rect x="32" y="480" width="120" height="56" rx="10" className="fill-muted" />
      <rect x="168" y="480" width="120" height="56" rx="10" className="fill-muted" />

      {/* The pop-up, shown once */}
      <rect
        x="36"
        y="250"
        width="248"
        height="220"
        rx="16"
        className="fill-card stroke-input"
        strokeWidth="1.5"
      />
      <circle cx="160" cy="286" r="20" className="fill-secondary" />
      <path
        d="M152 290 V283 a8 8 0 0 1 16 0 V290 l3 4 H149 Z M156 297 a4 4 0 0 0 8 0"
        className="fill-secondary-foreground"
      />
      <Label x={160} y={334} size={17} weight={700} anchor="middle">
        Track your order?
      </Label>
      <Marker n={1} x={266} y={328} tone="humane" />
      <Label x={160} y={356} anchor="middle" className="fill-muted-foreground">
        Get a message when
      </Label>
      <Label x={160} y={374} anchor="middle" className="fill-muted-foreground">
        your order ships.
      </Label>
      <MockButton x={52} y={386} width={104} label="No thanks" variant="outline" />
      <MockButton x={164} y={386} width={104} label="Turn on" />
      <Marker n={2} x={36} y={406} tone="humane" />
      <Label x={160} y={440} size={13} anchor="middle" className="fill-muted-foreground">
        We won&apos;t ask again.
      </Label>
      <Label x={160} y={456} size={13} anchor="middle" className="fill-muted-foreground">
        Change it any time in Settings.
      </Label>
      <Marker n={3} x={36} y={448} tone="humane" />
    </PhoneFrame>
  );
}
