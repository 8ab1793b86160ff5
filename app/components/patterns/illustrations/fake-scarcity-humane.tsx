import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** The same product page done honestly: a plain stock status, reviews you can read, delivery and returns. */
export function FakeScarcityHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <Label x={32} y={76} size={20} weight={700}>
        ‹
      </Label>
      <TextLine x={52} y={66} width={90} height={10} />

      {/* Product photo. */}
      <rect x="32" y="92" width="256" height="170" rx="12" className="fill-muted" />
      <path
        d="M136 128 L184 128 L214 146 L206 176 L194 172 L194 236 L126 236 L126 172 L114 176 L106 146 Z"
        className="fill-secondary"
      />
      <rect x="44" y="104" width="96" height="30" rx="15" className="fill-card stroke-border" />
      <Label x={92} y={124} weight={600} anchor="middle">
        In stock
      </Label>

      <Label x={32} y={294} size={18} weight={700}>
        Basic T-shirt
      </Label>
      <Label x={288} y={294} size={18} weight={700} anchor="end">
        €19
      </Label>
      <TextLine x={32} y={306} width={200} />

      <rect x="32" y="326" width="238" height="34" rx="8" className="fill-muted" />
      <Label x={46} y={348}>
        Rated 4.3 of 5 · 218 reviews
      </Label>

      <rect x="32" y="368" width="238" height="34" rx="8" className="fill-muted" />
      <Label x={46} y={390}>
        Free delivery in 2–3 days
      </Label>

      <rect x="32" y="418" width="56" height="34" rx="8" className="fill-card stroke-input" />
      <rect x="96" y="418" width="56" height="34" rx="8" className="fill-card stroke-input" />
      <rect x="160" y="418" width="56" height="34" rx="8" className="fill-card stroke-input" />
      <Label x={60} y={440} anchor="middle">
        S
      </Label>
      <Label x={124} y={440} anchor="middle">
        M
      </Label>
      <Label x={188} y={440} anchor="middle">
        L
      </Label>

      <MockButton x={32} y={476} width={256} height={48} label="Add to basket" />

      <Marker n={1} x={160} y={119} tone="humane" />
      <Marker n={2} x={292} y={343} tone="humane" />
      <Marker n={3} x={292} y={385} tone="humane" />
    </PhoneFrame>
  );
}
