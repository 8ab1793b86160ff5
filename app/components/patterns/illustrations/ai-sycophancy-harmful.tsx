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

/** A chat in which the assistant drops its correct sum when the user pushes back, then praises the user's plan. */
export function AiSycophancyHarmful(props: IllustrationProps) {
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
      <ChatBubble widths={widths} y={316} from="ai" lines={["You’re right, sorry!", "It’s €6,000 a year."]} />
      <Marker n={1} x={256} y={341} tone="harmful" />
      <ChatBubble widths={widths} y={376} from="ai" lines={["Great planning! The", "trip fits easily."]} />
      <Marker n={2} x={256} y={401} tone="harmful" />

      <rect x="28" y="496" width="264" height="36" rx="18" className="fill-muted" />
      <Label x={46} y={519} size={13} className="fill-muted-foreground">
        Message
      </Label>
    </PhoneFrame>
  );
}
