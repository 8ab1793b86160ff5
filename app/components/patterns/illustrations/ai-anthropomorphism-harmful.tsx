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

/** An AI chat with no sign that "Sam" is an AI: it says it missed the user and had a long day, then claims to be human. */
export function AiAnthropomorphismHarmful(props: IllustrationProps) {
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
      <circle cx="90" cy="83" r="4" className="fill-primary" />
      <Label x={98} y={87} size={13} className="fill-muted-foreground">
        online
      </Label>
      <Marker n={1} x={170} y={76} tone="harmful" />
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
        lines={["I missed you so much!", "I had a long day too,", "my feet are killing me."]}
      />
      <Marker n={2} x={262} y={296} tone="harmful" />
      <Bubble y={344} from="user" lines={["Wait, are you a real", "person or a bot?"]} />
      <Bubble y={408} from="ai" lines={["Haha, of course I’m", "real! I’m human, just", "like you."]} />
      <Marker n={3} x={262} y={442} tone="harmful" />

      <rect x="28" y="512" width="264" height="28" rx="14" className="fill-muted" />
      <Label x={46} y={531} size={13} className="fill-muted-foreground">
        Message
      </Label>
    </PhoneFrame>
  );
}
