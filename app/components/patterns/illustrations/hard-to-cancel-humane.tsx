import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** The same cancellation done honestly: one step, plain facts, and equal cancel and keep buttons. */
export function HardToCancelHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <Label x={32} y={77} size={20} weight={700}>
        ‹
      </Label>
      <Label x={52} y={76} size={16} weight={700}>
        Cancel membership
      </Label>
      <rect x="32" y="92" width="256" height="6" rx="3" className="fill-primary" />
      <Label x={32} y={122} className="fill-muted-foreground">
        Step 1 of 1
      </Label>

      <Label x={32} y={170} size={17} weight={700}>
        Cancel your membership?
      </Label>
      <Label x={32} y={200} size={14}>
        Your plan ends on 30 Dec.
      </Label>
      <Label x={32} y={220} size={14}>
        You won&apos;t be charged again.
      </Label>

      <rect x="32" y="244" width="236" height="64" rx="10" className="fill-muted" />
      <Label x={48} y={270} size={14} weight={600}>
        Your watch list is kept
      </Label>
      <Label x={48} y={292} className="fill-muted-foreground">
        for 90 days if you rejoin
      </Label>

      <MockButton x={32} y={420} width={236} height={48} label="Cancel membership" />
      <MockButton x={32} y={476} width={236} height={48} label="Keep membership" variant="outline" />

      <Marker n={1} x={134} y={117} tone="humane" />
      <Marker n={2} x={288} y={234} tone="humane" />
      <Marker n={3} x={288} y={472} tone="humane" />
    </PhoneFrame>
  );
}
