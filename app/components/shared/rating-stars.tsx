/**
 * A drawing's row of rating stars, drawn as shapes rather than typed as "★": the site's faces have no
 * star, so the PDFs, which embed only those faces, printed each one as an empty box. Placed like a
 * Label: `x` is the row's left edge, `y` the baseline of the text it stands in for, `size` that text's size.
 */
export function RatingStars({
  x,
  y,
  size,
  filled,
  total = 5,
  className,
  emptyClassName = "fill-border",
}: {
  x: number;
  y: number;
  size: number;
  filled: number;
  total?: number;
  className: string;
  emptyClassName?: string;
}) {
  const outer = size * 0.46;
  const inner = outer * 0.45;
  const centerY = y - size * 0.36;
  const star = (index: number) => {
    const centerX = x + outer + index * size;
    return Array.from({ length: 10 }, (_, corner) => {
      const angle = -Math.PI / 2 + (corner * Math.PI) / 5;
      const radius = corner % 2 === 0 ? outer : inner;
      return `${(centerX + radius * Math.cos(angle)).toFixed(1)},${(centerY + radius * Math.sin(angle)).toFixed(1)}`;
    }).join(" ");
  };
  return (
    <g>
      {Array.from({ length: total }, (_, index) => (
        <polygon key={index} points={star(index)} className={index < filled ? className : emptyClassName} />
      ))}
    </g>
  );
}
