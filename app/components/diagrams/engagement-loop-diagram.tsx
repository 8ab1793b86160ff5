import { ArrowHead, Caption, DiagramSvg, NumberNode, type DiagramProps } from "./diagram-parts.tsx";

const centre = { x: 160, y: 150 };
const radius = 100;
/** Degrees clockwise from the top: stage 1 at the top, then right, bottom, left. */
const stageAngles = [0, 90, 180, 270];
/** Gap left on the ring on each side of a node, in degrees. */
const gap = 19;

function onRing(degrees: number, r = radius) {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return {
    x: +(centre.x + r * Math.cos(radians)).toFixed(1),
    y: +(centre.y + r * Math.sin(radians)).toFixed(1),
  };
}

/**
 * The engagement feedback loop: four numbered stages on a ring, clockwise, each arrow leading to the
 * next, and two lettered points on the ring (A, B) where humane design can break it. `shortLabels`
 * are one- or two-word names of the stages; the full text is the HTML list the SVG is described by.
 */
export function EngagementLoopDiagram({ shortLabels, ...props }: DiagramProps & { shortLabels: string[] }) {
  const arrowId = "loop-arrow";
  // Inside the ring, next to their nodes, so nothing reaches past the 320-unit width; the side
  // labels sit on different lines so that long words cannot meet in the middle.
  const labelPlaces = [
    { x: 160, y: 97, anchor: "middle" },
    { x: 228, y: 182, anchor: "end" },
    { x: 160, y: 213, anchor: "middle" },
    { x: 92, y: 130, anchor: "start" },
  ] as const;
  return (
    <DiagramSvg viewBox="0 24 320 252" {...props}>
      <ArrowHead id={arrowId} />
      {stageAngles.map((angle) => {
        const from = onRing(angle + gap);
        const to = onRing(angle + 90 - gap);
        return (
          <path
            key={angle}
            d={`M${from.x} ${from.y} A${radius} ${radius} 0 0 1 ${to.x} ${to.y}`}
            strokeWidth="2.5"
            markerEnd={`url(#${arrowId})`}
            className="fill-none stroke-muted-foreground"
          />
        );
      })}
      {stageAngles.map((angle, index) => {
        const at = onRing(angle);
        return <NumberNode key={angle} n={index + 1} x={at.x} y={at.y} r={22} />;
      })}
      {shortLabels.map((text, index) => {
        const place = labelPlaces[index]!;
        return (
          <Caption key={text} x={place.x} y={place.y} anchor={place.anchor}>
            {text}
          </Caption>
        );
      })}
      {/* Where the loop can be broken: between signals and prediction (A), between the feed and you (B). */}
      {[
        { letter: "A", angle: 135 },
        { letter: "B", angle: 315 },
      ].map(({ letter, angle }) => {
        const at = onRing(angle);
        return <NumberNode key={letter} n={letter} x={at.x} y={at.y} r={14} tone="highlight" />;
      })}
    </DiagramSvg>
  );
}
