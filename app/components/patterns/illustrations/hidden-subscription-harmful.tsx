import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** A streaming app's sign-up: "FREE" in big letters, a card number, the price and the renewal in small gray print. */
export function HiddenSubscriptionHarmful(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <Label x={32} y={78} size={17} weight={700} className="fill-muted-foreground">
        StreamBox
      </Label>
      <rect x="32" y="96" width="256" height="120" rx="14" className="fill-highlight" />
      <Label x={160} y={150} size={24} weight={700} anchor="middle" className="fill-highlight-foreground">
        Watch FREE
      </Label>
      <Label x={160} y={182} size={17} weight={600} anchor="middle" className="fill-highlight-foreground">
        for 7 days!
      </Label>
      <Label x={32} y={252} size={14} weight={600}>
        Card number
      </Label>
      <rect x="32" y="262" width="256" height="42" rx="8" className="fill-card stroke-input" />
      <Label x={46} y={288} className="fill-muted-foreground">
        1234 5678 9012 3456
      </Label>
      <Label x={32} y={330} className="fill-muted-foreground">
        Needed to check your account.
      </Label>
      <MockButton x={32} y={350} width={256} height={52} label="Start my free trial" />
      <Label x={160} y={430} size={13} anchor="middle" className="fill-muted-foreground">
        €12.99/month after trial.
      </Label>
      <Label x={160} y={448} size={13} anchor="middle" className="fill-muted-foreground">
        Renews until canceled.
      </Label>

      <Marker n={1} x={280} y={100} tone="harmful" />
      <Marker n={2} x={264} y={438} tone="harmful" />
      <Marker n={3} x={280} y={282} tone="harmful" />
    </PhoneFrame>
  );
}
