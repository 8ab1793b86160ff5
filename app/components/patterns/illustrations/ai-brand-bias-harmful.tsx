import {
  ChatBubble,
  ChatHeader,
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** This chat's bubble widths, fitted to its lines. */
const widths = { user: 200, ai: 224 };

/**
 * A chat in which the assistant answers a question about cheap flights with one booking site, runs the others down and
 * labels nothing. "Flyzo" is an invented name; the chat is an illustration, not a transcript.
 */
export function AiBrandBiasHarmful(props: IllustrationProps) {
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
      <ChatBubble
        widths={widths}
        y={180}
        from="ai"
        lines={["Book on Flyzo: it’s the", "best choice for price", "and comfort."]}
      />
      <Marker n={1} x={266} y={214} tone="harmful" />
      <ChatBubble
        widths={widths}
        y={262}
        from="ai"
        lines={["Other sites often add", "hidden fees. Flyzo", "never does."]}
      />
      <Marker n={2} x={266} y={296} tone="harmful" />

      {/* The link card: the maker's own (or a paying) service, with no label */}
      <rect x="32" y="344" width="224" height="104" rx="14" className="fill-card stroke-border" />
      <rect x="44" y="358" width="32" height="32" rx="8" className="fill-secondary" />
      <Label x={88} y={372} size={15} weight={700}>
        Flyzo
      </Label>
      <Label x={88} y={389} size={13} className="fill-muted-foreground">
        Lisbon from €104
      </Label>
      <MockButton x={44} y={400} width={200} height={36} label="Book on Flyzo" />
      <Marker n={3} x={266} y={396} tone="harmful" />

      <rect x="28" y="496" width="264" height="36" rx="18" className="fill-muted" />
      <Label x={46} y={519} size={13} className="fill-muted-foreground">
        Message
      </Label>
    </PhoneFrame>
  );
}
