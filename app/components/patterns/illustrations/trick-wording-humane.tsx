import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** A switch shown off, with its state in words beside it. */
function SwitchOff({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <Label x={x - 8} y={y + 16} size={13} weight={600} anchor="end" className="fill-muted-foreground">
        Off
      </Label>
      <rect
        x={x}
        y={y}
        width="44"
        height="24"
        rx="12"
        className="fill-muted stroke-input"
        strokeWidth="1.5"
      />
      <circle cx={x + 12} cy={y + 12} r="9" className="fill-card stroke-input" strokeWidth="1.5" />
    </g>
  );
}

/** The same form done honestly: one plain question per line, switches off until turned on, buttons named for what they do. */
export function TrickWordingHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <Label x={32} y={82} size={18} weight={700}>
        Create your account
      </Label>
      <Label x={32} y={118} size={14}>
        Email me offers?
      </Label>
      <SwitchOff x={244} y={102} />
      <Label x={32} y={160} size={14}>
        Share my data with
      </Label>
      <Label x={32} y={178} size={14}>
        partners?
      </Label>
      <SwitchOff x={244} y={150} />
      <MockButton x={32} y={216} width={256} height={44} label="Create account" />

      {/* A later screen: the dialog when ending a plan. */}
      <rect x="16" y="284" width="288" height="264" className="fill-muted" />
      <rect
        x="36"
        y="316"
        width="248"
        height="196"
        rx="16"
        className="fill-card stroke-border"
        strokeWidth="1.5"
      />
      <Label x={160} y={354} size={17} weight={700} anchor="middle">
        End your plan?
      </Label>
      <Label x={160} y={380} anchor="middle" className="fill-muted-foreground">
        Your saved lists will be deleted.
      </Label>
      <MockButton x={52} y={400} width={216} height={44} label="Keep my plan" variant="outline" />
      <MockButton x={52} y={452} width={216} height={44} label="End my plan" variant="outline" />

      <Marker n={1} x={170} y={114} tone="humane" />
      <Marker n={2} x={120} y={173} tone="humane" />
      <Marker n={3} x={280} y={448} tone="humane" />
    </PhoneFrame>
  );
}
