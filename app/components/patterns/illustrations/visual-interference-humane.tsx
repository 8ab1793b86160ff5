import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** The same upgrade screen done honestly: two equal plans, each price in plain text, and a "Not now". */
export function VisualInterferenceHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <Label x={32} y={76} size={15} weight={700} className="fill-muted-foreground">
        Melody
      </Label>
      <Label x={32} y={108} size={20} weight={700}>
        Choose your plan
      </Label>

      <rect
        x="32"
        y="126"
        width="256"
        height="136"
        rx="12"
        className="fill-card stroke-border"
        strokeWidth="1.5"
      />
      <Label x={48} y={154} size={16} weight={700}>
        Free
      </Label>
      <Label x={48} y={176}>
        €0, with ads.
      </Label>
      <MockButton x={48} y={198} width={224} height={44} label="Keep Free" variant="outline" />

      <rect
        x="32"
        y="276"
        width="256"
        height="172"
        rx="12"
        className="fill-card stroke-border"
        strokeWidth="1.5"
      />
      <Label x={48} y={304} size={16} weight={700}>
        Premium
      </Label>
      <Label x={48} y={326}>
        No ads. Listen offline.
      </Label>
      <Label x={48} y={348}>
        1 month free, then €12.99
      </Label>
      <Label x={48} y={366}>
        a month until you cancel.
      </Label>
      <MockButton x={48} y={384} width={224} height={44} label="Choose Premium" variant="outline" />

      <MockButton x={32} y={470} width={256} height={44} label="Not now" variant="outline" />

      <Marker n={1} x={288} y={126} tone="humane" />
      <Marker n={2} x={282} y={352} tone="humane" />
      <Marker n={3} x={288} y={470} tone="humane" />
    </PhoneFrame>
  );
}
