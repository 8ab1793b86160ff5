import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/**
 * The self-check's own screen for its confirmshaming question (not the library's drawing, which the home
 * page shows): a news app's sign-up sheet whose only way out is a line that mocks the reader.
 */
export function NewsSignUpScreen(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      {/* The article behind the sheet. */}
      <Label x={32} y={80} size={18} weight={700}>
        Daily News
      </Label>
      <rect x="32" y="98" width="256" height="96" rx="10" className="fill-muted" />
      <TextLine x={32} y={210} width={240} height={12} />
      <TextLine x={32} y={230} width={200} height={12} />
      <TextLine x={32} y={258} width={250} />
      <TextLine x={32} y={274} width={230} />
      <rect x="16" y="44" width="288" height="504" rx="0" className="fill-foreground" opacity="0.18" />

      {/* The sheet. */}
      <path
        d="M16 300 a20 20 0 0 1 20 -20 H284 a20 20 0 0 1 20 20 V524 a24 24 0 0 1 -24 24 H40 a24 24 0 0 1 -24 -24 Z"
        className="fill-card"
      />
      <rect x="140" y="292" width="40" height="5" rx="2.5" className="fill-border" />
      <Label x={160} y={336} size={20} weight={700} anchor="middle">
        Keep reading free
      </Label>
      <Label x={160} y={360} size={14} anchor="middle" className="fill-muted-foreground">
        Create an account to go on.
      </Label>
      <MockButton x={32} y={384} width={256} height={48} label="Create free account" />
      <Label x={160} y={466} size={13} anchor="middle" className="fill-muted-foreground">
        No, I prefer to stay uninformed
      </Label>

      <Marker n={1} x={290} y={461} tone="harmful" />
      <Marker n={2} x={290} y={408} tone="harmful" />
    </PhoneFrame>
  );
}
