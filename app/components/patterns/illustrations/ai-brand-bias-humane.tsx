import {
  ChatBubble,
  ChatHeader,
  Label,
  Marker,
  PhoneFrame,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** This chat's bubble widths, fitted to its lines. */
const widths = { user: 200, ai: 224 };

/** One row of the price list: a site, its price and, where it applies, a label at the start. */
function Row({ y, name, price, tag }: { y: number; name: string; price: string; tag?: string }) {
  const tagWidth = tag ? tag.length * 8.4 + 14 : 0;
  return (
    <g>
      <Label x={46} y={y} size={14} weight={600}>
        {name}
      </Label>
      {tag ? (
        <g>
          <rect x={46} y={y + 7} width={tagWidth} height={20} rx="4" className="fill-highlight" />
          <Label x={53} y={y + 22} size={13} weight={700} className="fill-highlight-foreground">
            {tag}
          </Label>
        </g>
      ) : null}
      <Label x={244} y={y} size={14} weight={600} anchor="end">
        {price}
      </Label>
    </g>
  );
}

/**
 * The same chat in which the assistant compares booking sites by price, cheapest first, labels the sponsored one and its
 * maker's own, and says how it ranked them. The names and prices are invented.
 */
export function AiBrandBiasHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <ChatHeader name="Assistant" avatarClassName="fill-secondary">
        <Label x={86} y={87} size={13} className="fill-muted-foreground">
          AI chat
        </Label>
      </ChatHeader>
      <path d="M16 100 H304" className="stroke-border" />

      <ChatBubble
        widths={widths}
        y={114}
        from="user"
        lines={["Which site is cheapest", "for a flight to Lisbon?"]}
      />
      <ChatBubble widths={widths} y={180} from="ai" lines={["Prices today for 12 May,", "cheapest first:"]} />

      {/* The comparison: every option with its price, labels before anyone clicks */}
      <rect x="32" y="242" width="224" height="150" rx="14" className="fill-card stroke-border" />
      <Row y={266} name="Site A" price="€92" />
      <path d="M44 278 H244" className="stroke-border" />
      <Row y={298} name="Site B" price="€98" tag="Sponsored" />
      <path d="M44 334 H244" className="stroke-border" />
      <Row y={354} name="Flyzo" price="€104" tag="Our own" />
      <Marker n={1} x={272} y={266} tone="humane" />
      <Marker n={2} x={272} y={328} tone="humane" />

      <ChatBubble
        widths={widths}
        y={404}
        from="ai"
        lines={["Sorted by price only:", "payment doesn’t move", "a listing up."]}
      />
      <Marker n={3} x={266} y={438} tone="humane" />

      <rect x="28" y="496" width="264" height="36" rx="18" className="fill-muted" />
      <Label x={46} y={519} size={13} className="fill-muted-foreground">
        Message
      </Label>
    </PhoneFrame>
  );
}
