import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** A ticked checkbox, selected before the shopper did anything. */
function Ticked({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <rect x={x} y={y} width="18" height="18" rx="4" className="fill-primary" />
      <path
        d={`M${x + 4} ${y + 9} l4 4 l7 -8`}
        fill="none"
        className="stroke-primary-foreground"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** A shop's checkout screen whose paid extras and partner emails are ticked before the shopper does anything. */
export function PreselectionHarmful(props: IllustrationProps) {
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

      {/* Extras, ticked in advance */}
      <Label x={52} y={180} weight={600} className="fill-muted-foreground">
        Extras
      </Label>
      <Ticked x={52} y={192} />
      <Label x={80} y={206}>
        Protection plan
      </Label>
      <Label x={288} y={206} anchor="end">
        +€6.99
      </Label>
      <Ticked x={52} y={224} />
      <Label x={80} y={238}>
        Priority delivery
      </Label>
      <Label x={288} y={238} anchor="end">
        +€4.00
      </Label>
      <Marker n={1} x={30} y={217} tone="harmful" />

      <path d="M52 262 H288" className="stroke-border" />
      <Ticked x={52} y={276} />
      <Label x={80} y={290}>
        Email me partner offers
      </Label>
      <TextLine x={80} y={302} width={150} />
      <Marker n={2} x={30} y={285} tone="harmful" />

      {/* Summary: one total with the extras folded in */}
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
        €10.99
      </Label>
      <path d="M60 394 H280" className="stroke-border" />
      <Label x={60} y={422} size={15} weight={700}>
        Total
      </Label>
      <Label x={280} y={422} size={15} weight={700} anchor="end">
        €49.99
      </Label>
      <Marker n={3} x={30} y={417} tone="harmful" />
      <MockButton x={44} y={456} width={252} height={44} label="Pay €49.99" />
      <TextLine x={100} y={518} width={140} />
    </PhoneFrame>
  );
}
