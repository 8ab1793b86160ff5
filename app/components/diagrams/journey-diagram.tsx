import { ArrowHead, Caption, DiagramSvg, NumberNode, type DiagramProps } from "./diagram-parts.tsx";

const nodeXs = [50, 160, 270];
const nodeY = 46;

/**
 * The three-step journey as a connected path: three numbered steps joined by arrows, and a dashed
 * path from the last step back to the first, because the journey repeats. Numbers match the HTML list
 * of steps; `stepLabels` repeat their titles and `repeatLabel` names the way back.
 */
export function JourneyDiagram({
  stepLabels,
  repeatLabel,
  ...props
}: DiagramProps & { stepLabels: string[]; repeatLabel: string }) {
  const arrowId = "journey-arrow";
  return (
    <DiagramSvg viewBox="0 0 320 168" {...props}>
      <ArrowHead id={arrowId} />
      {[0, 1].map((index) => (
        <path
          key={index}
          d={`M${nodeXs[index]! + 30} ${nodeY} H${nodeXs[index + 1]! - 32}`}
          strokeWidth="2.5"
          markerEnd={`url(#${arrowId})`}
          className="fill-none stroke-muted-foreground"
        />
      ))}
      <path
        d={`M${nodeXs[2]} 104 C${nodeXs[2]} 150, ${nodeXs[0]} 150, ${nodeXs[0]} 108`}
        strokeWidth="2"
        strokeDasharray="5 5"
        markerEnd={`url(#${arrowId})`}
        className="fill-none stroke-muted-foreground"
      />
      {nodeXs.map((x, index) => (
        <g key={x}>
          <NumberNode n={index + 1} x={x} y={nodeY} r={24} />
          <Caption x={x} y={92}>
            {stepLabels[index]}
          </Caption>
        </g>
      ))}
      <Caption x={160} y={162} muted>
        {repeatLabel}
      </Caption>
    </DiagramSvg>
  );
}
