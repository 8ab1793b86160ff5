import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** A basket with the shoes the buyer chose, plus a care kit and a monthly care plan the shop put there. */
export function SneakIntoBasketHarmful(props: IllustrationProps) {
  const rows = [
    { name: "Running shoes", note: "Size 42", price: "€89.00", added: false },
    { name: "Care kit", note: "Added for you", price: "€9.99", added: true },
    { name: "Care plan", note: "Recommended", price: "€4.99/mo", added: true },
  ];
  return (
    <PhoneFrame {...props}>
      <Label x={32} y={80} size={19} weight={700}>
        Your basket (3)
      </Label>
      {rows.map((row, index) => {
        const y = 100 + index * 80;
        return (
          <g key={row.name}>
            <rect
              x="32"
              y={y}
              width="48"
              height="48"
              rx="8"
              className={row.added ? "fill-muted" : "fill-highlight"}
            />
            <Label x={92} y={y + 18} size={14} weight={600}>
              {row.name}
            </Label>
            <Label x={92} y={y + 38} className="fill-muted-foreground">
              {row.note}
            </Label>
            <Label x={288} y={y + 18} size={14} weight={600} anchor="end">
              {row.price}
            </Label>
            {row.added ? (
              <Label x={288} y={y + 58} anchor="end" className="fill-muted-foreground">
                Remove
              </Label>
            ) : null}
          </g>
        );
      })}
      <rect x="32" y="350" width="256" height="1.5" className="fill-border" />
      <Label x={32} y={382} size={16} weight={700}>
        Total
      </Label>
      <Label x={288} y={382} size={16} weight={700} anchor="end">
        €103.98
      </Label>
      <MockButton x={32} y={404} width={256} height={54} label="Pay €103.98" />

      <Marker n={1} x={20} y={200} tone="harmful" />
      <Marker n={2} x={214} y={214} tone="harmful" />
      <Marker n={3} x={288} y={404} tone="harmful" />
    </PhoneFrame>
  );
}
