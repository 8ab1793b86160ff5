import { Label, Marker, PhoneFrame, type IllustrationProps } from "./parts";

function Bubble({ y, lines, from }: { y: number; lines: string[]; from: "user" | "ai" }) {
  const width = from === "user" ? 200 : 220;
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

/** The rewritten email as the assistant hands it back: a card inside the chat. */
function Draft({ y, lines }: { y: number; lines: string[] }) {
  return (
    <g>
      <rect
        x="32"
        y={y}
        width="228"
        height={lines.length * 18 + 36}
        rx="10"
        className="fill-card stroke-border"
        strokeWidth="1.5"
      />
      <Label x={44} y={y + 22} weight={600} className="fill-muted-foreground">
        Email draft
      </Label>
      {lines.map((line, index) => (
        <Label key={line} x={44} y={y + 42 + index * 18}>
          {line}
        </Label>
      ))}
    </g>
  );
}

/** A chat in which the "politer" rewrite of a complaint drops the refund demand and the deadline, and claims nothing changed. */
export function AiSneakingHarmful(props: IllustrationProps) {
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
        lines={["Make this more polite:", "“Refund my €89 by 5 May", "or I’ll report you.”"]}
      />
      <Bubble y={192} from="ai" lines={["Here’s a politer version:"]} />
      <Draft
        y={234}
        lines={[
          "Hello, I was a little",
          "disappointed with my",
          "order. Could you look",
          "into it when you can?",
        ]}
      />
      <Marker n={1} x={262} y={283} tone="harmful" />
      <Marker n={2} x={262} y={319} tone="harmful" />
      <Bubble y={358} from="ai" lines={["Friendlier, same message.", "Hope this helps!"]} />
      <Marker n={3} x={262} y={383} tone="harmful" />

      <rect x="28" y="496" width="264" height="36" rx="18" className="fill-muted" />
      <Label x={46} y={519} size={13} className="fill-muted-foreground">
        Message
      </Label>
    </PhoneFrame>
  );
}
