import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** A download page in a phone browser where an ad styled as the main button sits above the real download. */
export function DisguisedAdsHarmful(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      {/* Address bar */}
      <rect x="24" y="50" width="272" height="28" rx="14" className="fill-muted" />
      <Label x={160} y={69} size={13} anchor="middle" className="fill-muted-foreground">
        downloads.example
      </Label>

      <Label x={32} y={112} size={20} weight={700}>
        Photo Editor 2.1
      </Label>
      <Label x={32} y={134} className="fill-muted-foreground">
        Free · 24 MB
      </Label>

      {/* The ad, dressed as the page's main button, with a faint label set apart */}
      <rect x="32" y="150" width="232" height="56" rx="10" className="fill-primary" />
      <Label x={148} y={184} size={17} weight={700} anchor="middle" className="fill-primary-foreground">
        DOWNLOAD NOW
      </Label>
      <Label x={264} y={222} size={13} anchor="end" className="fill-input">
        Ad
      </Label>
      <Marker n={1} x={284} y={178} tone="harmful" />

      <TextLine x={32} y={238} width={236} />
      <TextLine x={32} y={254} width={200} />
      <TextLine x={32} y={270} width={220} />

      {/* The real download, plainer and lower down */}
      <MockButton x={32} y={290} width={168} height={36} label="Download (24 MB)" variant="outline" />
      <Marker n={2} x={222} y={308} tone="harmful" />

      <path d="M32 346 H288" className="stroke-border" />
      <Label x={32} y={372} weight={600}>
        Related downloads
      </Label>

      {/* A paid item that looks like the others */}
      <rect x="32" y="386" width="40" height="40" rx="8" className="fill-secondary" />
      <Label x={84} y={403} weight={600}>
        Fix slow PC now
      </Label>
      <Label x={84} y={420} size={13} className="fill-input">
        Promoted
      </Label>
      <Marker n={3} x={236} y={406} tone="harmful" />

      <rect x="32" y="440" width="40" height="40" rx="8" className="fill-muted" />
      <Label x={84} y={457} weight={600}>
        Photo Viewer
      </Label>
      <TextLine x={84} y={466} width={80} />
      <rect x="32" y="494" width="40" height="40" rx="8" className="fill-muted" />
      <Label x={84} y={511} weight={600}>
        Image Resizer
      </Label>
      <TextLine x={84} y={520} width={90} />
    </PhoneFrame>
  );
}
