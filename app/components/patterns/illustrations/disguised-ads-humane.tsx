import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** The same download page with the real download as the main button and every ad boxed and labelled. */
export function DisguisedAdsHumane(props: IllustrationProps) {
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

      {/* The real download is the main button */}
      <MockButton x={32} y={150} width={232} height={56} label="Download (24 MB)" />
      <Marker n={1} x={284} y={178} tone="humane" />

      <TextLine x={32} y={222} width={236} />
      <TextLine x={32} y={238} width={200} />
      <TextLine x={32} y={254} width={220} />

      {/* The ad, in its own labelled box */}
      <rect x="32" y="274" width="256" height="58" rx="10" className="fill-muted stroke-border" />
      <Label x={44} y={294} size={13} weight={600} className="fill-muted-foreground">
        Advertisement
      </Label>
      <Label x={44} y={318}>
        PC Cleaner, try it free
      </Label>
      <Marker n={2} x={254} y={303} tone="humane" />

      <path d="M32 346 H288" className="stroke-border" />
      <Label x={32} y={372} weight={600}>
        Related downloads
      </Label>

      {/* A paid item, tagged before its name */}
      <rect x="32" y="386" width="40" height="40" rx="8" className="fill-secondary" />
      <rect x="84" y="388" width="28" height="18" rx="4" className="fill-highlight" />
      <Label x={98} y={401} size={13} weight={700} anchor="middle" className="fill-highlight-foreground">
        Ad
      </Label>
      <Label x={118} y={401} size={13} className="fill-muted-foreground">
        Sponsored
      </Label>
      <Label x={84} y={422} weight={600}>
        Fix slow PC now
      </Label>
      <Marker n={3} x={236} y={406} tone="humane" />

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
