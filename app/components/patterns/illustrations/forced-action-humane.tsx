import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** The same checkout done honestly: guest checkout beside sign-in, only email and address, offers unticked and optional. */
export function ForcedActionHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <Label x={32} y={80} size={19} weight={700}>
        Checkout
      </Label>
      <MockButton x={32} y={96} width={256} height={44} label="Continue as guest" variant="outline" />
      <MockButton x={32} y={150} width={256} height={44} label="Sign in" variant="outline" />

      <Label x={32} y={230}>
        Email, to send your receipt
      </Label>
      <rect
        x="32"
        y="238"
        width="256"
        height="36"
        rx="8"
        className="fill-card stroke-input"
        strokeWidth="1.5"
      />
      <Label x={32} y={298}>
        Address, to deliver your order
      </Label>
      <rect
        x="32"
        y="306"
        width="256"
        height="36"
        rx="8"
        className="fill-card stroke-input"
        strokeWidth="1.5"
      />

      <rect x="32" y="364" width="20" height="20" rx="4" className="fill-card stroke-input" strokeWidth="2" />
      <Label x={62} y={379}>
        Send me offers (optional)
      </Label>

      <MockButton x={32} y={410} width={256} height={54} label="Continue to payment" />

      <Marker n={1} x={288} y={96} tone="humane" />
      <Marker n={2} x={288} y={226} tone="humane" />
      <Marker n={3} x={250} y={374} tone="humane" />
    </PhoneFrame>
  );
}
