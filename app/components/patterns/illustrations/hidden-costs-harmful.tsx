import { BrowserFrame, Label, Marker, TextLine, type IllustrationProps } from "./parts";

/** The payment step of a ticket checkout, where three fees appear for the first time. */
export function HiddenCostsHarmful(props: IllustrationProps) {
  return (
    <BrowserFrame {...props} address="tickets.example/checkout">
      <Label x={24} y={70} size={17} className="fill-muted-foreground">
        Tickets
      </Label>
      <Label x={100} y={70} size={17} className="fill-muted-foreground">
        ›
      </Label>
      <Label x={116} y={70} size={17} className="fill-muted-foreground">
        Details
      </Label>
      <Label x={192} y={70} size={17} className="fill-muted-foreground">
        ›
      </Label>
      <Label x={208} y={70} size={17} weight={700} className="fill-primary">
        Payment
      </Label>
      <rect x="208" y="78" width="74" height="3" rx="1.5" className="fill-primary" />
      <path d="M24 92 H400" className="stroke-border" strokeWidth="1.5" />

      <Label x={24} y={126} size={20}>
        2 × Concert ticket
      </Label>
      <Label x={400} y={126} size={20} anchor="end">
        €80.00
      </Label>
      <Label x={24} y={160} size={20}>
        Service fee
      </Label>
      <Label x={400} y={160} size={20} anchor="end">
        €12.00
      </Label>
      <Label x={24} y={194} size={20}>
        Booking fee
      </Label>
      <Label x={400} y={194} size={20} anchor="end">
        €6.00
      </Label>
      <Label x={24} y={228} size={20}>
        Order processing
      </Label>
      <Label x={400} y={228} size={20} anchor="end">
        €4.50
      </Label>
      <path d="M24 246 H400" className="stroke-border" strokeWidth="1.5" />
      <Label x={24} y={280} size={22} weight={700}>
        Total
      </Label>
      <Label x={400} y={280} size={22} weight={700} anchor="end">
        €102.50
      </Label>

      <rect x="24" y="298" width="376" height="46" rx="8" className="fill-primary" />
      <Label x={212} y={328} size={20} weight={700} anchor="middle" className="fill-primary-foreground">
        Pay €102.50
      </Label>

      {/* Card being charged. */}
      <rect x="452" y="108" width="84" height="56" rx="8" className="fill-secondary" />
      <rect x="452" y="120" width="84" height="10" className="fill-secondary-foreground" />
      <TextLine x={462} y={144} width={44} />

      <Marker n={1} x={310} y={64} tone="harmful" />
      <Marker n={2} x={426} y={187} tone="harmful" />
      <Marker n={3} x={426} y={273} tone="harmful" />
    </BrowserFrame>
  );
}
