import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** A shopping app with a banner that never leaves and a notifications pop-up, shown yet again, with only "Not now". */
export function NaggingHarmful(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <Label x={32} y={74} size={18} weight={700}>
        Shop
      </Label>

      {/* A banner that stays however often it is ignored */}
      <rect x="24" y="90" width="272" height="40" rx="10" className="fill-highlight" />
      <Label x={36} y={115} className="fill-highlight-foreground">
        Notifications are off
      </Label>
      <Label x={284} y={115} weight={700} anchor="end" className="fill-highlight-foreground">
        Turn on
      </Label>
      <Marker n={1} x={208} y={110} tone="harmful" />

      {/* Products behind the pop-up */}
      <rect x="32" y="146" width="120" height="70" rx="10" className="fill-muted" />
      <rect x="168" y="146" width="120" height="70" rx="10" className="fill-muted" />
      <TextLine x={32} y={224} width={90} />
      <TextLine x={168} y={224} width={70} />
      <rect x="32" y="480" width="120" height="56" rx="10" className="fill-muted" />
      <rect x="168" y="480" width="120" height="56" rx="10" className="fill-muted" />

      {/* Earlier copies of the same pop-up, stacked behind it */}
      <rect x="60" y="226" width="200" height="40" rx="12" className="fill-muted stroke-border" />
      <rect x="48" y="238" width="224" height="40" rx="12" className="fill-muted stroke-border" />
      <Marker n={2} x={28} y={236} tone="harmful" />

      {/* The pop-up */}
      <rect
        x="36"
        y="250"
        width="248"
        height="212"
        rx="16"
        className="fill-card stroke-input"
        strokeWidth="1.5"
      />
      <circle cx="160" cy="286" r="20" className="fill-secondary" />
      <path
        d="M152 290 V283 a8 8 0 0 1 16 0 V290 l3 4 H149 Z M156 297 a4 4 0 0 0 8 0"
        className="fill-secondary-foreground"
      />
      <Label x={160} y={334} size={17} weight={700} anchor="middle">
        Don&apos;t miss out!
      </Label>
      <Label x={160} y={356} anchor="middle" className="fill-muted-foreground">
        Turn on notifications
      </Label>
      <Label x={160} y={374} anchor="middle" className="fill-muted-foreground">
        for the latest deals.
      </Label>
      <MockButton x={52} y={390} width={216} label="Turn on" />
      <Label x={160} y={448} size={13} anchor="middle" className="fill-muted-foreground">
        Not now
      </Label>
      <Marker n={3} x={214} y={444} tone="harmful" />
    </PhoneFrame>
  );
}
