import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** An empty checkbox: nothing is chosen for the shopper. */
function Unticked({ x, y }: { x: number; y: number }) {
  return (
    <rect x={x} y={y} width="18" height="18" rx="4" className="fill-card stroke-input" strokeWidth="1.5" />
  );
}

/** The same checkout screen with every extra unticked and a total that covers only what was chosen. */
export function PreselectionHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <Label x={52} y={76} size={18} weight={700}>
        Checkout
      </Label>

      {/* The order */}
      <rect x="52" y="94" width="44" height="44" rx="8" className="fill-muted" />
      <Label x={108} y={112} size={14} weight={600}>
        Desk lamp
      </Label>
      <TextLine x={108} y={122} width={60} />
      <Label x={288} y={112} size={14} anchor="end">
        €39.00
      </Label>
      <path d="M52 156 H288" className="stroke-border" />

      {/* Extras, offered but not ticked */}
      <Label x={52} y={180} weight={600} className="fill-muted-foreground">
        Extras (optional)
      </Label>
      <Unticked x={52} y={192} />
      <Label x={80} y={206}>
        Protection plan
      </Label>
      <Label x={288} y={206} anchor="end">
        +€6.99
      </Label>
      <Unticked x={52} y={224} />
      <Label x={80} y={238}>
        Priority delivery
      </Label>
      <Label x={288} y={238} anchor="end">
        +€4.00
      </Label>
      <Marker n={1} x={30} y={217} tone="humane" />

      <path d="M52 262 H288" className="stroke-border" />
      <Unticked x={52} y={276} />
      <Label x={80} y={290}>
        Email me partner offers
      </Label>
      <TextLine x={80} y={302} width={150} />
      <Marker n={2} x={30} y={285} tone="humane" />

      {/* Summary: only what was chosen */}
      <rect x="44" y="328" width="252" height="112" rx="12" className="fill-muted" />
      <Label x={60} y={356}>
        Lamp
      </Label>
      <Label x={280} y={356} anchor="end">
        €39.00
      </Label>
      <Label x={60} y={380}>
        Extras
      </Label>
      <Label x={280} y={380} anchor="end">
        €0.00
      </Label>
      <path d="M60 394 H280" className="stroke-border" />
      <Label x={60} y={422} size={15} weight={700}>
        Total
      </Label>
      <Label x={280} y={422} size={15} weight={700} anchor="end">
        €39.00
      </Label>
      <Marker n={3} x={30} y={417} tone="humane" />
      <MockButton x={44} y={456} width={252} height={44} label="Pay €39.00" />
      <TextLine x={100} y={518} width={140} />
    </PhoneFrame>
  );
}
