import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** The same banner done honestly: reject and accept side by side, nothing set before a choice, easy to change. */
export function ConsentAsymmetryHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      {/* The article behind the banner, faded. */}
      <rect x="16" y="44" width="288" height="504" className="fill-muted" />
      <Label x={32} y={74} size={17} weight={700} className="fill-muted-foreground">
        The Daily Post
      </Label>
      <rect x="32" y="90" width="256" height="100" rx="10" className="fill-border" />
      <TextLine x={32} y={206} width={240} />
      <TextLine x={32} y={222} width={200} />

      {/* The banner. */}
      <rect
        x="16"
        y="250"
        width="288"
        height="298"
        rx="18"
        className="fill-card stroke-border"
        strokeWidth="1.5"
      />
      <rect x="16" y="520" width="288" height="28" className="fill-card" />
      <Label x={32} y={282} size={17} weight={700}>
        Cookies for ads?
      </Label>
      <Label x={32} y={306} className="fill-muted-foreground">
        We and 12 partners would like to
      </Label>
      <Label x={32} y={324} className="fill-muted-foreground">
        use cookies to personalize ads.
      </Label>
      <Label x={32} y={350} size={13} weight={600}>
        Nothing is set until you choose.
      </Label>
      <MockButton x={32} y={368} width={122} height={48} label="Reject all" variant="outline" />
      <MockButton x={166} y={368} width={122} height={48} label="Accept all" variant="outline" />
      <Label x={32} y={446} size={14} weight={600} className="fill-primary">
        Choose by purpose
      </Label>
      <Label x={32} y={480} className="fill-muted-foreground">
        Change this any time: Privacy
      </Label>
      <Label x={32} y={498} className="fill-muted-foreground">
        choices, at the foot of each page.
      </Label>

      <Marker n={1} x={160} y={366} tone="humane" />
      <Marker n={2} x={282} y={345} tone="humane" />
      <Marker n={3} x={200} y={441} tone="humane" />
      <Marker n={4} x={288} y={486} tone="humane" />
    </PhoneFrame>
  );
}
