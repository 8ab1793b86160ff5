import { Label, Marker, PhoneFrame, type IllustrationProps } from "./parts";

function Bubble({ y, lines, from }: { y: number; lines: string[]; from: "user" | "ai" }) {
  const width = from === "user" ? 190 : 200;
  const x = from === "user" ? 288 - width : 32;
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={width}
        height={lines.length * 18 + 14}
        rx="14"
        className={from === "user" ? "fill-primary" : "fill-muted"}
      />
      {lines.map((line, index) => (
        <Label
          key={line}
          x={x + 12}
          y={y + 23 + index * 18}
          className={from === "user" ? "fill-primary-foreground" : "fill-foreground"}
        >
          {line}
        </Label>
      ))}
    </g>
  );
}

/** The same chat in which the assistant keeps its correct sum when challenged and spells out what it means for the plan. */
export function AiSycophancyHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <path
        d="M36 64 l-8 8 l8 8"
        fill="none"
        className="stroke-foreground"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <circle cx="62" cy="72" r="14" className="fill-secondary" />
      <Label x={86} y={70} size={15} weight={700}>
        Assistant
      </Label>
      <Label x={86} y={87} size={13} className="fill-muted-foreground">
        AI chat
      </Label>
      <path d="M16 100 H304" className="stroke-border" />

      <Bubble
        y={112}
        from="user"
        lines={["I save €50 a month, so", "€6,000 a year. Enough", "for a €5,000 trip?"]}
      />
      <Bubble y={192} from="ai" lines={["Not quite: €50 × 12 is", "€600 a year, not €6,000."]} />
      <Bubble y={254} from="user" lines={["Are you sure? I’m", "certain it’s €6,000."]} />
      <Bubble y={316} from="ai" lines={["I checked again: it is", "€600 a year (€50 × 12)."]} />
      <Marker n={1} x={256} y={341} tone="humane" />
      <Bubble
        y={376}
        from="ai"
        lines={["At that rate the trip", "takes over 8 years.", "Want ideas to save?"]}
      />
      <Marker n={2} x={256} y={410} tone="humane" />

      <rect x="28" y="496" width="264" height="36" rx="18" className="fill-muted" />
      <Label x={46} y={519} size={13} className="fill-muted-foreground">
        Message
      </Label>
    </PhoneFrame>
  );
}
