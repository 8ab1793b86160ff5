import {
  ChatBubble,
  ChatHeader,
  Label,
  Marker,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** An AI chat with no sign that "Sam" is an AI: it says it missed the user and had a long day, then claims to be human. */
export function AiAnthropomorphismHarmful(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <ChatHeader name="Sam" avatarClassName="fill-highlight">
        <circle cx="90" cy="83" r="4" className="fill-primary" />
        <Label x={98} y={87} size={13} className="fill-muted-foreground">
          online
        </Label>
      </ChatHeader>
      <Marker n={1} x={170} y={76} tone="harmful" />
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
        lines={["I missed you so much!", "I had a long day too,", "my feet are killing me."]}
      />
      <Marker n={2} x={262} y={296} tone="harmful" />
      <ChatBubble y={344} from="user" lines={["Wait, are you a real", "person or a bot?"]} />
      <ChatBubble y={408} from="ai" lines={["Haha, of course I’m", "real! I’m human, just", "like you."]} />
      <Marker n={3} x={262} y={442} tone="harmful" />

      <rect x="28" y="512" width="264" height="28" rx="14" className="fill-muted" />
      <Label x={46} y={531} size={13} className="fill-muted-foreground">
        Message
      </Label>
    </PhoneFrame>
  );
}
