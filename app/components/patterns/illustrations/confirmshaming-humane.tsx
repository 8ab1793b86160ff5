import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** The same discount pop-up done honestly: a close button, what you sign up for, and equal yes and no buttons. */
export function ConfirmshamingHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      {/* The shop behind the pop-up, faded. */}
      <rect x="16" y="44" width="288" height="504" className="fill-muted" />
      <TextLine x={32} y={62} width={90} height={12} />
      <rect x="32" y="90" width="122" height="110" rx="10" className="fill-border" />
      <rect x="166" y="90" width="122" height="110" rx="10" className="fill-border" />
      <rect x="32" y="470" width="122" height="64" rx="10" className="fill-border" />
      <rect x="166" y="470" width="122" height="64" rx="10" className="fill-border" />

      {/* The pop-up. */}
      <rect
        x="36"
        y="130"
        width="248"
        height="318"
        rx="16"
        className="fill-card stroke-border"
        strokeWidth="1.5"
      />
      <rect x="52" y="152" width="170" height="64" rx="10" className="fill-highlight" />
      <Label x={137} y={193} size={24} weight={700} anchor="middle" className="fill-highlight-foreground">
        10% OFF
      </Label>
      <g aria-hidden="true">
        <circle cx="250" cy="166" r="14" className="fill-muted stroke-input" />
        <path d="M244 160 L256 172 M256 160 L244 172" className="stroke-foreground" strokeWidth="2" />
      </g>
      <Label x={160} y={246} size={17} weight={700} anchor="middle">
        Join our newsletter
      </Label>
      <Label x={160} y={266} size={13} anchor="middle" className="fill-muted-foreground">
        One email a week.
      </Label>
      <Label x={160} y={283} size={13} anchor="middle" className="fill-muted-foreground">
        Unsubscribe in one tap.
      </Label>
      <rect x="52" y="296" width="216" height="38" rx="8" className="fill-card stroke-input" />
      <Label x={66} y={320} className="fill-muted-foreground">
        Your email
      </Label>
      <MockButton x={52} y={346} width={216} height={44} label="Yes, send my code" />
      <MockButton x={52} y={398} width={216} height={40} label="No thanks" variant="outline" />

      <Marker n={1} x={290} y={418} tone="humane" />
      <Marker n={2} x={290} y={368} tone="humane" />
      <Marker n={3} x={250} y={200} tone="humane" />
      <Marker n={4} x={290} y={274} tone="humane" />
    </PhoneFrame>
  );
}

/** The pop-up's two answers under its email field: the home page shows only this part (illustration.server.tsx). */
export const keyArea = "34 286 252 166";
