import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** The same deletion done honestly: two taps from Settings, what is deleted, an optional copy, one confirmation. */
export function ObstructionHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <Label x={32} y={70} className="fill-muted-foreground">
        Settings › Account
      </Label>
      <Label x={32} y={106} size={19} weight={700}>
        Delete account
      </Label>

      <Label x={32} y={144} size={14} weight={600}>
        This deletes:
      </Label>
      <Label x={32} y={168}>
        • your profile and your posts
      </Label>
      <Label x={32} y={190}>
        • your photos and messages
      </Label>
      <Label x={32} y={214} className="fill-muted-foreground">
        All of it is gone within 30 days.
      </Label>

      <Label x={32} y={262} size={14} weight={600} className="fill-primary">
        Download a copy of your data
      </Label>
      <Label x={32} y={282} className="fill-muted-foreground">
        Optional.
      </Label>

      <MockButton x={32} y={320} width={256} height={50} label="Delete my account" />
      <MockButton x={32} y={382} width={256} height={44} label="Cancel" variant="outline" />

      <Marker n={1} x={168} y={65} tone="humane" />
      <Marker n={2} x={288} y={150} tone="humane" />
      <Marker n={3} x={288} y={262} tone="humane" />
      <Marker n={4} x={288} y={320} tone="humane" />
    </PhoneFrame>
  );
}
