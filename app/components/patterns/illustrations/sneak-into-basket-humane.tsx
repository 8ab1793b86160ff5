import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** The same basket done honestly: only the shoes, the extra offered below with its own "Add" button. */
export function SneakIntoBasketHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <Label x={32} y={80} size={19} weight={700}>
        Your basket (1)
      </Label>
      <rect x="32" y="100" width="48" height="48" rx="8" className="fill-highlight" />
      <Label x={92} y={118} size={14} weight={600}>
        Running shoes
      </Label>
      <Label x={92} y={138} className="fill-muted-foreground">
        Size 42
      </Label>
      <Label x={288} y={118} size={14} weight={600} anchor="end">
        €89.00
      </Label>

      <rect x="32" y="170" width="256" height="1.5" className="fill-border" />
      <Label x={32} y={202} size={16} weight={700}>
        Total
      </Label>
      <Label x={288} y={202} size={16} weight={700} anchor="end">
        €89.00
      </Label>
      <MockButton x={32} y={222} width={256} height={54} label="Pay €89.00" />

      <Label x={32} y={330} size={14} weight={600}>
        You might also like
      </Label>
      <rect
        x="32"
        y="346"
        width="256"
        height="76"
        rx="12"
        className="fill-card stroke-border"
        strokeWidth="1.5"
      />
      <rect x="44" y="360" width="48" height="48" rx="8" className="fill-muted" />
      <Label x={104} y={380} size={14} weight={600}>
        Care kit
      </Label>
      <Label x={104} y={400} className="fill-muted-foreground">
        €9.99
      </Label>
      <MockButton x={204} y={364} width={72} height={40} label="Add" variant="outline" />

      <Marker n={1} x={20} y={124} tone="humane" />
      <Marker n={2} x={288} y={346} tone="humane" />
      <Marker n={3} x={288} y={222} tone="humane" />
    </PhoneFrame>
  );
}
