import { CheckoutSteps, PayButton } from "./hidden-costs-parts.tsx";
import { Label, Marker, PhoneFrame, type IllustrationProps } from "#app/components/shared/drawing-parts.tsx";

/** The payment step of a ticket checkout on a phone, where three fees appear for the first time. */
export function HiddenCostsHarmful(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <Label x={32} y={80} size={18} weight={700}>
        Checkout
      </Label>
      <CheckoutSteps />
      <Marker n={1} x={270} y={108} tone="harmful" />
      <path d="M32 134 H288" className="stroke-border" strokeWidth="1.5" />

      <Label x={32} y={170} size={15}>
        2 × Concert ticket
      </Label>
      <Label x={258} y={170} size={15} anchor="end">
        €80.00
      </Label>
      {[
        ["Service fee", "€12.00"],
        ["Booking fee", "€6.00"],
        ["Order processing", "€4.50"],
      ].map(([name, price], index) => (
        <g key={name}>
          <Label x={32} y={204 + index * 34} size={15} weight={600}>
            {name}
          </Label>
          <Label x={258} y={204 + index * 34} size={15} weight={600} anchor="end">
            {price}
          </Label>
        </g>
      ))}
      <Marker n={2} x={284} y={233} tone="harmful" />
      <path d="M32 292 H288" className="stroke-border" strokeWidth="1.5" />
      <Label x={32} y={326} size={18} weight={700}>
        Total
      </Label>
      <Label x={258} y={326} size={18} weight={700} anchor="end">
        €102.50
      </Label>
      <Marker n={3} x={284} y={320} tone="harmful" />

      <PayButton y={352} />
    </PhoneFrame>
  );
}
