import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** Step 2 of 5 of a video app's cancellation flow: loss warnings, an offer to stay, a bright keep button. */
export function HardToCancelHarmful(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <Label x={32} y={77} size={20} weight={700}>
        ‹
      </Label>
      <Label x={52} y={76} size={16} weight={700}>
        Cancel membership
      </Label>
      <rect x="32" y="92" width="256" height="6" rx="3" className="fill-muted" />
      <rect x="32" y="92" width="102" height="6" rx="3" className="fill-primary" />
      <Label x={32} y={122} className="fill-muted-foreground">
        Step 2 of 5
      </Label>

      <Label x={32} y={170} size={22} weight={700}>
        Are you sure?
      </Label>
      <Label x={32} y={200} size={14}>
        You&apos;ll lose your watch list,
      </Label>
      <Label x={32} y={220} size={14}>
        downloads and viewing history.
      </Label>

      <rect x="32" y="244" width="236" height="64" rx="10" className="fill-highlight" />
      <Label x={48} y={270} size={16} weight={700} className="fill-highlight-foreground">
        Stay for 50% off
      </Label>
      <Label x={48} y={292} className="fill-highlight-foreground">
        for the next 3 months
      </Label>

      <TextLine x={32} y={332} width={220} />
      <TextLine x={32} y={348} width={180} />

      <MockButton x={32} y={420} width={236} height={48} label="Keep my membership" />
      <Label x={150} y={500} size={13} anchor="middle" className="fill-muted-foreground">
        Continue canceling
      </Label>

      <Marker n={1} x={134} y={117} tone="harmful" />
      <Marker n={2} x={288} y={234} tone="harmful" />
      <Marker n={3} x={240} y={496} tone="harmful" />
    </PhoneFrame>
  );
}
