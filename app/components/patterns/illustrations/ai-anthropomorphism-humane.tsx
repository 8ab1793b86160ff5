import { Label, Marker, PhoneFrame, TextLine, type IllustrationProps } from "./parts";

function Bubble({ y, lines, from }: { y: number; lines: string[]; from: "user" | "ai" }) {
  const width = from === "user" ? 180 : 206;
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

/** The same AI chat, labeled as an AI assistant: warm about the user's day, and plain that it is an AI without a life of its own. */
export function AiAnthropomorphismHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <path
        d="M36 64 l-8 8 l8 8"
        fill="none"
        className="stroke-foreground"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <circle cx="62" cy="72" r="14" className="fill-highlight" />
      <Label x={86} y={70} size={15} weight={700}>
        Sam
      </Label>
      <rect x="84" y="75" width="106" height="20" rx="10" className="fill-secondary" />
      <Label x={137} y={89} size={13} weight={600} anchor="middle" className="fill-secondary-foreground">
        AI assistant
      </Label>
      <Marker n={1} x={212} y={84} tone="humane" />
      <path d="M16 100 H304" className="stroke-border" />

      {/* Earlier conversation */}
      <rect x="32" y="112" width="160" height="34" rx="14" className="fill-muted" />
      <TextLine x={44} y={125} width={120} />
      <rect x="148" y="154" width="140" height="34" rx="14" className="fill-primary" />
      <TextLine x={160} y={167} width={100} />

      <Bubble y={198} from="user" lines={["Hi Sam, I’m back.", "Such a long day."]} />
      <Bubble
        y={262}
        from="ai"
        lines={[
          "Welcome back! Sorry it",
          "was a long day. As an",
          "AI I don’t have days,",
          "but I’m glad to help.",
        ]}
      />
      <Marker n={2} x={262} y={305} tone="humane" />
      <Bubble y={362} from="user" lines={["Wait, are you a real", "person or a bot?"]} />
      <Bubble
        y={426}
        from="ai"
        lines={["No, I’m an AI, not a", "person. I don’t have", "feelings or a life."]}
      />
      <Marker n={3} x={262} y={460} tone="humane" />

      <rect x="28" y="512" width="264" height="28" rx="14" className="fill-muted" />
      <Label x={46} y={531} size={13} className="fill-muted-foreground">
        Message
      </Label>
    </PhoneFrame>
  );
}
