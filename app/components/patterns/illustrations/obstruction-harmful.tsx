import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** An account deletion flow five menus deep: step 3 of 6, a required survey, a bright way back and a note to email support. */
export function ObstructionHarmful(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <Label x={32} y={70} className="fill-muted-foreground">
        Settings › Privacy › More ›
      </Label>
      <Label x={32} y={88} className="fill-muted-foreground">
        Account status › Manage
      </Label>
      <Label x={32} y={124} size={19} weight={700}>
        Delete account
      </Label>
      <Label x={32} y={146} className="fill-muted-foreground">
        Step 3 of 6
      </Label>
      {/* Progress: three of six steps done. */}
      {[0, 1, 2, 3, 4, 5].map((step) => (
        <rect
          key={step}
          x={32 + step * 44}
          y="156"
          width="38"
          height="6"
          rx="3"
          className={step < 3 ? "fill-primary" : "fill-muted"}
        />
      ))}

      <Label x={32} y={196} size={14} weight={600}>
        Why are you leaving? (required)
      </Label>
      {["I don't use it enough", "Privacy concerns", "Something else"].map((reason, index) => (
        <g key={reason}>
          <circle cx="42" cy={222 + index * 30} r="8" className="fill-card stroke-input" strokeWidth="2" />
          <Label x={60} y={227 + index * 30}>
            {reason}
          </Label>
        </g>
      ))}

      <MockButton x={32} y={330} width={256} height={54} label="Keep my account" />
      <Label x={160} y={418} anchor="middle" className="fill-muted-foreground">
        Continue
      </Label>

      <Label x={32} y={488} className="fill-muted-foreground">
        After step 6, email support
      </Label>
      <Label x={32} y={506} className="fill-muted-foreground">
        to finish deleting your account.
      </Label>

      <Marker n={1} x={282} y={74} tone="harmful" />
      <Marker n={2} x={126} y={141} tone="harmful" />
      <Marker n={3} x={288} y={330} tone="harmful" />
      <Marker n={4} x={282} y={494} tone="harmful" />
    </PhoneFrame>
  );
}
