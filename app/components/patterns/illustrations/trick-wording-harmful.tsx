import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** A checkbox, empty or ticked. */
function Box({ x, y, ticked = false }: { x: number; y: number; ticked?: boolean }) {
  return ticked ? (
    <g>
      <rect x={x} y={y} width="20" height="20" rx="4" className="fill-primary" />
      <path
        d={`M${x + 5} ${y + 10} l4 4 l7 -8`}
        className="stroke-primary-foreground"
        strokeWidth="2.5"
        fill="none"
      />
    </g>
  ) : (
    <rect x={x} y={y} width="20" height="20" rx="4" className="fill-card stroke-input" strokeWidth="1.5" />
  );
}

/** A sign-up form whose checkboxes flip meaning, one with a double negative, and an ambiguous cancel dialog. */
export function TrickWordingHarmful(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <Label x={32} y={82} size={18} weight={700}>
        Create your account
      </Label>
      <Box x={32} y={104} />
      <Label x={62} y={118} size={14}>
        Tick if you don't want to not
      </Label>
      <Label x={62} y={136} size={14}>
        receive our offers.
      </Label>
      <Box x={32} y={160} ticked />
      <Label x={62} y={174} size={14}>
        Untick to stop sharing your
      </Label>
      <Label x={62} y={192} size={14}>
        data with partners.
      </Label>
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
        Cancel your plan?
      </Label>
      <Label x={160} y={380} anchor="middle" className="fill-muted-foreground">
        You'll lose your saved lists.
      </Label>
      <MockButton x={52} y={400} width={216} height={44} label="Cancel" />
      <MockButton x={52} y={452} width={216} height={44} label="Continue" variant="outline" />

      <Marker n={1} x={282} y={118} tone="harmful" />
      <Marker n={2} x={282} y={176} tone="harmful" />
      <Marker n={3} x={280} y={420} tone="harmful" />
    </PhoneFrame>
  );
}
