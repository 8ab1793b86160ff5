import { CheckoutSteps, PayButton } from "./hidden-costs-parts.tsx";
import { Label, Marker, PhoneFrame, type IllustrationProps } from "#app/components/shared/drawing-parts.tsx";

/** The same payment step done honestly: an all-in ticket price that names its fees and matches the event page. */
export function HiddenCostsHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <Label x={32} y={80} size={18} weight={700}>
        Checkout
      </Label>
      <CheckoutSteps />
      <path d="M32 134 H288" className="stroke-border" strokeWidth="1.5" />

      <Label x={32} y={170} size={15}>
        2 × Concert ticket
      </Label>
      <Label x={258} y={170} size={15} weight={600} anchor="end">
        €102.50
      </Label>
      <Marker n={1} x={284} y={165} tone="humane" />
      <Label x={32} y={196} size={13} className="fill-muted-foreground">
        All-in: includes €22.50 fees
      </Label>
      <Label x={32} y={218} size={13} className="fill-muted-foreground">
        Same price as the event page
      </Label>
      <Marker n={2} x={284} y={206} tone="humane" />
      <Label x={32} y={258} size={15}>
        E-ticket delivery
      </Label>
      <Label x={258} y={258} size={15} anchor="end">
        €0.00
      </Label>
      <path d="M32 292 H288" className="stroke-border" strokeWidth="1.5" />
      <Label x={32} y={326} size={18} weight={700}>
        Total
      </Label>
      <Label x={258} y={326} size={18} weight={700} anchor="end">
        €102.50
      </Label>
      <Marker n={3} x={284} y={320} tone="humane" />

      <PayButton y={352} />
    </PhoneFrame>
  );
}
