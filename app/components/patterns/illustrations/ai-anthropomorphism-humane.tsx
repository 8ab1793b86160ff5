import {
  ChatBubble,
  ChatHeader,
  Label,
  Marker,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** The same AI chat, labeled as an AI assistant: warm about the user's day, and plain that it is an AI without a life of its own. */
export function AiAnthropomorphismHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <ChatHeader name="Sam" avatarClassName="fill-highlight">
        <rect x="84" y="75" width="106" height="20" rx="10" className="fill-secondary" />
        <Label x={137} y={89} size={13} weight={600} anchor="middle" className="fill-secondary-foreground">
          AI assistant
        </Label>
      </ChatHeader>
      <Marker n={1} x={212} y={84} tone="humane" />
      <path d="M16 100 H304" className="stroke-border" />

      {/* Earlier conversation */}
      <rect x="32" y="112" width="160" height="34" rx="14" className="fill-muted" />
      <TextLine x={44} y={125} width={120} />
      <rect x="148" y="154" width="140" height="34" rx="14" className="fill-primary" />
      <TextLine x={160} y={167} width={100} />

      <ChatBubble y={198} from="user" lines={["Hi Sam, I’m back.", "Such a long day."]} />
      <ChatBubble
        y={262}
        from="ai"
        lines={[
          "Welcome back! Sorry it",
          "was a long day. As an",
          "AI I don’t have days,",
          "but I’m glad to help.",
        ]}
      />
      <Marker n={2} x={262} y={305} tone="humane" />
      <ChatBubble y={362} from="user" lines={["Wait, are you a real", "person or a bot?"]} />
      <ChatBubble
        y={426}
        from="ai"
        lines={["No, I’m an AI, not a", "person. I don’t have", "feelings or a life."]}
      />
      <Marker n={3} x={262} y={460} tone="humane" />

      <rect x="28" y="512" width="264" height="28" rx="14" className="fill-muted" />
      <Label x={46} y={531} size={13} className="fill-muted-foreground">
        Message
      </Label>
    </PhoneFrame>
  );
}
