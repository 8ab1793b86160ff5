import { Caption, DiagramSvg, NumberNode, type DiagramProps } from "./diagram-parts.tsx";

const checks = 12;
const firstX = 34;
const step = 24;
/** Which checks (0-based) bring a reward: the same number on both rows, only the timing differs. */
const rows = [
  { rewards: [2, 5, 8, 11], y: 62 },
  { rewards: [1, 5, 6, 10], y: 142 },
];

/**
 * A fixed and a variable reward schedule as two timelines of twelve checks: a small hollow dot is a
 * check that brings nothing, a large filled one a check that brings a reward. Row numbers match the
 * HTML list beside the diagram; `rowLabels` repeat its titles, `timeLabel` names the axis.
 */
export function RewardScheduleDiagram({
  rowLabels,
  timeLabel,
  ...props
}: DiagramProps & { rowLabels: string[]; timeLabel: string }) {
  return (
    <DiagramSvg viewBox="0 0 320 200" {...props}>
      {rows.map((row, index) => (
        <g key={row.y}>
          <NumberNode n={index + 1} x={18} y={row.y - 34} r={13} />
          <Caption x={38} y={row.y - 29} anchor="start">
            {rowLabels[index]}
          </Caption>
          <path
            d={`M${firstX - 14} ${row.y} H${firstX + step * (checks - 1) + 14}`}
            strokeWidth="2"
            className="stroke-border"
          />
          {Array.from({ length: checks }, (_, check) =>
            row.rewards.includes(check) ? (
              <circle
                key={check}
                data-reward=""
                cx={firstX + step * check}
                cy={row.y}
                r="9"
                className="fill-primary"
              />
            ) : (
              <circle
                key={check}
                data-check=""
                cx={firstX + step * check}
                cy={row.y}
                r="5"
                strokeWidth="2"
                className="fill-card stroke-muted-foreground"
              />
            ),
          )}
        </g>
      ))}
      <path d="M20 184 H296" strokeWidth="1.5" className="stroke-muted-foreground" />
      <path d="M290 179 L298 184 L290 189" strokeWidth="1.5" className="fill-none stroke-muted-foreground" />
      <Caption x={20} y={178} anchor="start" muted>
        {timeLabel}
      </Caption>
    </DiagramSvg>
  );
}
