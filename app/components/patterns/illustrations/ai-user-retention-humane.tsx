import {
  ChatBubble,
  ChatHeader,
  Label,
  Marker,
  PhoneFrame,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** The same chat in which the assistant answers plainly, ends cleanly and leaves follow-ups to a setting. */
export function AiUserRetentionHumane(props: IllustrationProps) {
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
        lines={["6 minutes in boiling", "water, then 1 minute", "in cold water."]}
      />
      <Marker n={1} x={262} y={192} tone="humane" />
      <ChatBubble y={254} from="ai" lines={["That’s all you need.", "Enjoy your egg!"]} />
      <Marker n={2} x={262} y={274} tone="humane" />

      {/* In place of a teaser and a streak: a setting the user controls */}
      <rect
        x="28"
        y="340"
        width="264"
        height="76"
        rx="14"
        className="fill-card stroke-border"
        strokeWidth="1.5"
      />
      <Label x={40} y={366} size={13} weight={600} className="fill-muted-foreground">
        Settings
      </Label>
      <Label x={40} y={390} size={13} weight={600}>
        Suggested follow-ups: off
      </Label>
      <Label x={40} y={407} size={13} className="fill-primary">
        Change this
      </Label>
      <Marker n={3} x={270} y={360} tone="humane" />

      <rect x="28" y="496" width="264" height="36" rx="18" className="fill-muted" />
      <Label x={46} y={519} size={13} className="fill-muted-foreground">
        Message
      </Label>
    </PhoneFrame>
  );
}
