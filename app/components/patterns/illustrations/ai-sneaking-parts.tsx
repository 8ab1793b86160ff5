import { Label } from "#app/components/shared/drawing-parts.tsx";

/** The rewritten email as the assistant hands it back: a card inside the chat. */
export function EmailDraft({ y, lines }: { y: number; lines: string[] }) {
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
