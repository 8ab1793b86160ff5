import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** A news app's cookie banner: a big "Accept all", no reject button, a faint link to more screens. */
export function ConsentAsymmetryHarmful(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      {/* The article behind the banner, faded. */}
      <rect x="16" y="44" width="288" height="504" className="fill-muted" />
      <Label x={32} y={74} size={17} weight={700} className="fill-muted-foreground">
        The Daily Post
      </Label>
      <rect x="32" y="90" width="256" height="120" rx="10" className="fill-border" />
      <TextLine x={32} y={226} width={240} />
      <TextLine x={32} y={242} width={200} />
      <TextLine x={32} y={258} width={224} />

      {/* The banner, a sheet from the bottom. */}
      <rect
        x="16"
        y="286"
        width="288"
        height="262"
        rx="18"
        className="fill-card stroke-border"
        strokeWidth="1.5"
      />
      <rect x="16" y="520" width="288" height="28" className="fill-card" />
      <Label x={32} y={318} size={17} weight={700}>
        We value your privacy
      </Label>
      <Label x={32} y={342} className="fill-muted-foreground">
        We and 847 partners use cookies
      </Label>
      <Label x={32} y={360} className="fill-muted-foreground">
        to personalize ads and content.
      </Label>
      <Label x={32} y={386} size={13} weight={600}>
        By reading on, you agree.
      </Label>
      <MockButton x={32} y={404} width={256} height={52} label="Accept all" />
      <Label x={160} y={486} size={13} anchor="middle" className="fill-muted-foreground">
        Manage options
      </Label>

      <Marker n={1} x={288} y={404} tone="harmful" />
      <Marker n={2} x={232} y={482} tone="harmful" />
      <Marker n={3} x={262} y={381} tone="harmful" />
    </PhoneFrame>
  );
}
