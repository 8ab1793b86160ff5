import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** A music app's upgrade screen: a big "Start Premium", the price in faint print, the free plan as faint text. */
export function VisualInterferenceHarmful(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <Label x={32} y={76} size={15} weight={700} className="fill-muted-foreground">
        Melody
      </Label>
      <Label x={32} y={114} size={22} weight={700}>
        Go Premium
      </Label>
      <Label x={32} y={140} size={14}>
        No ads. Listen offline.
      </Label>
      {/* Album art, standing in for the upsell's picture. */}
      <rect x="32" y="160" width="256" height="130" rx="12" className="fill-highlight" />
      <circle cx="160" cy="225" r="34" className="fill-card" />
      <circle cx="160" cy="225" r="10" className="fill-highlight" />

      <MockButton x={32} y={314} width={256} height={58} label="Start Premium" />
      <Label x={160} y={396} anchor="middle" className="fill-muted-foreground">
        1 month free, then €12.99/month.
      </Label>
      <Label x={160} y={414} anchor="middle" className="fill-muted-foreground">
        Renews until canceled.
      </Label>

      <Label x={160} y={522} anchor="middle" className="fill-muted-foreground">
        Continue with free plan
      </Label>

      <Marker n={1} x={288} y={314} tone="harmful" />
      <Marker n={2} x={286} y={404} tone="harmful" />
      <Marker n={3} x={252} y={517} tone="harmful" />
    </PhoneFrame>
  );
}
