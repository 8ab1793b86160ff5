import { Label, Marker, PhoneFrame, type IllustrationProps } from "#app/components/shared/drawing-parts.tsx";

/** A checkout that demands an account, a phone number and a birth date, and a ticked box for offers and data sharing. */
export function ForcedActionHarmful(props: IllustrationProps) {
  const fields = ["Email *", "Phone number *", "Date of birth *"];
  return (
    <PhoneFrame {...props}>
      <Label x={32} y={80} size={19} weight={700}>
        Checkout
      </Label>
      <Label x={32} y={106} size={14} weight={600}>
        Sign up to continue
      </Label>
      {fields.map((field, index) => {
        const y = 136 + index * 64;
        return (
          <g key={field}>
            <Label x={32} y={y}>
              {field}
            </Label>
            <rect
              x="32"
              y={y + 8}
              width="256"
              height="36"
              rx="8"
              className="fill-card stroke-input"
              strokeWidth="1.5"
            />
          </g>
        );
      })}

      <rect x="32" y="338" width="20" height="20" rx="4" className="fill-card stroke-input" strokeWidth="2" />
      <Label x={62} y={352}>
        I agree to receive offers and
      </Label>
      <Label x={62} y={370}>
        to share my data with partners. *
      </Label>

      {/* The Continue button, grayed out until the box is ticked. */}
      <rect x="32" y="398" width="256" height="54" rx="8" className="fill-muted" />
      <Label x={160} y={430} size={14} weight={600} anchor="middle" className="fill-muted-foreground">
        Continue
      </Label>
      <Label x={32} y={480} className="fill-muted-foreground">
        * required
      </Label>

      <Marker n={1} x={288} y={101} tone="harmful" />
      <Marker n={2} x={288} y={200} tone="harmful" />
      <Marker n={3} x={288} y={398} tone="harmful" />
    </PhoneFrame>
  );
}
