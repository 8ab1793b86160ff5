import {
  ChatBubble,
  ChatHeader,
  Label,
  Marker,
  PhoneFrame,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** A chat in which the assistant praises the question, answers it, then adds a teaser, reply buttons and a streak. */
export function AiUserRetentionHarmful(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <ChatHeader name="Assistant" avatarClassName="fill-secondary">
        <Label x={86} y={87} size={13} className="fill-muted-foreground">
          AI chat
        </Label>
      </ChatHeader>
      <path d="M16 100 H304" className="stroke-border" />

      <ChatBubble y={112} from="user" lines={["How long do I boil an", "egg for a soft yolk?"]} />
      <ChatBubble
        y={174}
        from="ai"
        lines={["Great question, you ask", "the best ones! 6 min,", "then cold water."]}
      />
      <Marker n={1} x={262} y={192} tone="harmful" />
      <ChatBubble
        y={254}
        from="ai"
        lines={["Before you go: there’s", "one more trick most", "people miss… want it?"]}
      />
      <Marker n={2} x={262} y={288} tone="harmful" />

      {/* Ready-made replies that make "yes" one tap away */}
      <rect x="32" y="334" width="116" height="32" rx="16" className="fill-primary" />
      <Label x={90} y={355} size={13} weight={600} anchor="middle" className="fill-primary-foreground">
        Yes, tell me!
      </Label>
      <rect x="156" y="334" width="100" height="32" rx="16" className="fill-card stroke-input" />
      <Label x={206} y={355} size={13} weight={600} anchor="middle">
        More tips
      </Label>

      {/* A streak counter under the chat */}
      <rect
        x="28"
        y="386"
        width="264"
        height="64"
        rx="14"
        className="fill-card stroke-border"
        strokeWidth="1.5"
      />
      <circle cx="52" cy="418" r="12" className="fill-highlight" />
      <Label x={52} y={423} size={13} weight={700} anchor="middle">
        5
      </Label>
      <Label x={74} y={411} size={14} weight={700}>
        5-day streak!
      </Label>
      <Label x={74} y={433} size={13} className="fill-muted-foreground">
        Ask again tomorrow to keep it.
      </Label>
      <Marker n={3} x={270} y={400} tone="harmful" />

      <rect x="28" y="496" width="264" height="36" rx="18" className="fill-muted" />
      <Label x={46} y={519} size={13} className="fill-muted-foreground">
        Message
      </Label>
    </PhoneFrame>
  );
}
