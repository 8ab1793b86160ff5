import { ArrowHead, Caption, DiagramSvg, NumberNode, type DiagramProps } from "./diagram-parts.tsx";

const tileWidth = 66;
const tileXs = [8, 85, 162, 239];
/** Every area gets the same pile: the drawing shows accumulation, not measured amounts. */
const pile = [
  [0, 0],
  [1, 0],
  [2, 0],
  [0, 1],
  [1, 1],
  [2, 1],
  [0, 2],
  [1, 2],
] as const;

/**
 * How influence adds up: one small nudge, the same nudge repeated many times, and four numbered areas
 * where the repetitions pile up. Numbers match the HTML list of areas beside the diagram; `captions`
 * repeat, in short, the first two stages of the HTML text.
 */
export function ImpactAreasDiagram({ captions, ...props }: DiagramProps & { captions: string[] }) {
  const arrowId = "impact-arrow";
  return (
    <DiagramSvg viewBox="0 0 320 250" {...props}>
      <ArrowHead id={arrowId} />
      {/* One nudge, then the same nudge many times */}
      <rect x="16" y="16" width="16" height="16" rx="3" className="fill-primary" />
      <path
        d="M42 24 H76"
        strokeWidth="2"
        markerEnd={`url(#${arrowId})`}
        className="fill-none stroke-muted-foreground"
      />
      {Array.from({ length: 8 }, (_, index) => (
        <rect key={index} x={88 + index * 24} y="16" width="16" height="16" rx="3" className="fill-primary" />
      ))}
      <Caption x={8} y={54} anchor="start">
        {captions[0]}
      </Caption>
      <Caption x={180} y={54}>
        {captions[1]}
      </Caption>
      {/* Branching to the four areas */}
      <path
        d={`M184 64 V80 M${tileXs[0]! + tileWidth / 2} 80 H${tileXs[3]! + tileWidth / 2}`}
        strokeWidth="2"
        className="fill-none stroke-muted-foreground"
      />
      {tileXs.map((x) => (
        <path
          key={x}
          d={`M${x + tileWidth / 2} 80 V96`}
          strokeWidth="2"
          markerEnd={`url(#${arrowId})`}
          className="fill-none stroke-muted-foreground"
        />
      ))}
      {tileXs.map((x, index) => (
        <g key={x}>
          <rect
            x={x}
            y="104"
            width={tileWidth}
            height="138"
            rx="8"
            strokeWidth="1.5"
            className="fill-card stroke-border"
          />
          {pile.map(([column, row]) => (
            <rect
              key={`${column}-${row}`}
              x={x + 9 + column * 17}
              y={220 - row * 17}
              width="14"
              height="14"
              rx="3"
              className="fill-primary/70"
            />
          ))}
          <NumberNode n={index + 1} x={x + tileWidth / 2} y={134} r={16} />
        </g>
      ))}
    </DiagramSvg>
  );
}
