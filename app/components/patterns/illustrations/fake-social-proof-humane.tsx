import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";
import { RatingStars } from "#app/components/shared/rating-stars.tsx";

/** One row of the ratings' spread: the stars, a bar and its share. */
function RatingRow({ y, stars, share }: { y: number; stars: number; share: number }) {
  return (
    <g>
      <Label x={32} y={y + 11} className="fill-muted-foreground">
        {String(stars)}
      </Label>
      <RatingStars x={42} y={y + 11} size={11} filled={1} total={1} className="fill-muted-foreground" />
      <rect x="64" y={y} width="176" height="12" rx="6" className="fill-muted" />
      <rect x="64" y={y} width={(176 * share) / 100} height="12" rx="6" className="fill-primary" />
      <Label x={288} y={y + 11} anchor="end" className="fill-muted-foreground">
        {`${share}%`}
      </Label>
    </g>
  );
}

/** The same product page done honestly: how reviews are checked, every rating shown, no invented crowd. */
export function FakeSocialProofHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <rect x="32" y="56" width="256" height="112" rx="12" className="fill-muted" />
      <Label x={32} y={196} size={18} weight={700}>
        Wireless earbuds
      </Label>
      <RatingStars x={32} y={222} size={15} filled={4} className="fill-highlight-foreground" />
      <Label x={112} y={222} size={14} weight={600}>
        4.2 (318 reviews)
      </Label>
      <Label x={32} y={246} className="fill-muted-foreground">
        Buyers only.
      </Label>
      <Label x={120} y={246} size={13} weight={600} className="fill-primary">
        How we check
      </Label>
      <RatingRow y={262} stars={5} share={58} />
      <RatingRow y={284} stars={4} share={21} />
      <RatingRow y={306} stars={3} share={9} />
      <RatingRow y={328} stars={2} share={4} />
      <RatingRow y={350} stars={1} share={8} />
      <Label x={32} y={390} size={13} weight={600}>
        Sorted by: newest first
      </Label>
      <Label x={32} y={424} size={20} weight={700}>
        €59
      </Label>
      <Label x={288} y={424} size={13} anchor="end" className="fill-muted-foreground">
        Delivery in 2–3 days
      </Label>
      <MockButton x={32} y={442} width={256} height={46} label="Add to basket" />

      <Marker n={1} x={236} y={241} tone="humane" />
      <Marker n={2} x={224} y={385} tone="humane" />
      <Marker n={3} x={118} y={419} tone="humane" />
    </PhoneFrame>
  );
}
