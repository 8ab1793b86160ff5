import { BrowserFrame, Label, Marker, TextLine, type IllustrationProps } from "./parts";

/** The same payment step done honestly: an all-in ticket price that names its fees and matches the event page. */
export function HiddenCostsHumane(props: IllustrationProps) {
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
        2 × Concert ticket, all-in
      </Label>
      <Label x={400} y={126} size={20} anchor="end">
        €102.50
      </Label>
      <Label x={24} y={158} size={18} className="fill-muted-foreground">
        Includes €22.50 in service fees
      </Label>
      <Label x={24} y={184} size={18} className="fill-muted-foreground">
        Same price as on the event page
      </Label>
      <Label x={24} y={228} size={20}>
        E-ticket delivery
      </Label>
      <Label x={400} y={228} size={20} anchor="end">
        €0.00
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

      <Marker n={1} x={426} y={119} tone="humane" />
      <Marker n={2} x={426} y={165} tone="humane" />
      <Marker n={3} x={426} y={273} tone="humane" />
    </BrowserFrame>
  );
}
