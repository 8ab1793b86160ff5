import {
  ChatBubble,
  ChatHeader,
  Label,
  Marker,
  PhoneFrame,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** This chat's bubble widths, fitted to its lines. */
const widths = { user: 190, ai: 200 };

/** The same chat in which the assistant keeps its correct sum when challenged and spells out what it means for the plan. */
export function AiSycophancyHumane(props: IllustrationProps) {
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
        y={112}
        from="user"
        lines={["I save €50 a month, so", "€6,000 a year. Enough", "for a €5,000 trip?"]}
      />
      <ChatBubble
        widths={widths}
        y={192}
        from="ai"
        lines={["Not quite: €50 × 12 is", "€600 a year, not €6,000."]}
      />
      <ChatBubble widths={widths} y={254} from="user" lines={["Are you sure? I’m", "certain it’s €6,000."]} />
      <ChatBubble
        widths={widths}
        y={316}
        from="ai"
        lines={["I checked again: it is", "€600 a year (€50 × 12)."]}
      />
      <Marker n={1} x={256} y={341} tone="humane" />
      <ChatBubble
        widths={widths}
        y={376}
        from="ai"
        lines={["At that rate the trip", "takes over 8 years.", "Want ideas to save?"]}
      />
      <Marker n={2} x={256} y={410} tone="humane" />

      <rect x="28" y="496" width="264" height="36" rx="18" className="fill-muted" />
      <Label x={46} y={519} size={13} className="fill-muted-foreground">
        Message
      </Label>
    </PhoneFrame>
  );
}
