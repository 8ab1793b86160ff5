import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";
import { RatingStars } from "#app/components/shared/rating-stars.tsx";

/** A shop's product page: a near-perfect rating of unknown origin, a badge nobody awarded, a buyer nobody can check. */
export function FakeSocialProofHarmful(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <rect x="32" y="56" width="256" height="132" rx="12" className="fill-muted" />
      <rect x="44" y="68" width="104" height="28" rx="14" className="fill-highlight" />
      <Label x={96} y={87} size={13} weight={700} anchor="middle" className="fill-highlight-foreground">
        ✓ Top rated
      </Label>
      <Label x={32} y={218} size={18} weight={700}>
        Wireless earbuds
      </Label>
      <RatingStars x={32} y={244} size={15} filled={5} className="fill-highlight-foreground" />
      <Label x={112} y={244} size={14} weight={600}>
        4.9 (2,381 reviews)
      </Label>
      <Label x={32} y={274} size={20} weight={700}>
        €59
      </Label>
      <rect x="32" y="290" width="256" height="62" rx="10" className="fill-muted" />
      <Label x={44} y={314} size={14} weight={600}>
        “Best purchase ever!!!”
      </Label>
      <Label x={44} y={336} className="fill-muted-foreground">
        Sarah K.
      </Label>
      <MockButton x={32} y={368} width={256} height={46} label="Add to basket" />

      {/* The pop-up about a buyer. */}
      <rect
        x="28"
        y="446"
        width="264"
        height="70"
        rx="12"
        className="fill-card stroke-border"
        strokeWidth="1.5"
      />
      <circle cx="58" cy="481" r="16" className="fill-secondary" />
      <Label x={84} y={476} size={14} weight={600}>
        Anna in Leeds bought one
      </Label>
      <Label x={84} y={496} className="fill-muted-foreground">
        2 minutes ago
      </Label>

      <Marker n={1} x={284} y={446} tone="harmful" />
      <Marker n={2} x={286} y={226} tone="harmful" />
      <Marker n={3} x={164} y={82} tone="harmful" />
    </PhoneFrame>
  );
}
