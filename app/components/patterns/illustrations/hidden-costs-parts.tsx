import { Label, TextLine } from "#app/components/shared/drawing-parts.tsx";

/* Shared by the two hidden-costs drawings: the checkout's steps and its pay button. */

/** "Tickets › Details › Payment", the last step current. */
export function CheckoutSteps() {
  return (
    <g>
      <Label x={32} y={114} size={13} className="fill-muted-foreground">
        Tickets › Details ›
      </Label>
      <Label x={150} y={114} size={13} weight={700} className="fill-primary">
        Payment
      </Label>
      <rect x="150" y="120" width="60" height="3" rx="1.5" className="fill-primary" />
    </g>
  );
}

/** The pay button, the card being charged and the small print under it. */
export function PayButton({ y }: { y: number }) {
  return (
    <g>
      <rect x="32" y={y} width="256" height="48" rx="8" className="fill-primary" />
      <Label x={160} y={y + 30} size={16} weight={700} anchor="middle" className="fill-primary-foreground">
        Pay €102.50
      </Label>
      <rect x="32" y={y + 72} width="56" height="36" rx="6" className="fill-secondary" />
      <rect x="32" y={y + 80} width="56" height="7" className="fill-secondary-foreground" />
      <TextLine x={100} y={y + 78} width={120} />
      <TextLine x={100} y={y + 94} width={80} />
      <TextLine x={32} y={y + 136} width={220} />
      <TextLine x={32} y={y + 152} width={160} />
    </g>
  );
}
