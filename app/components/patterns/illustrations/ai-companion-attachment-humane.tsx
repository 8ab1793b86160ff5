import {
  ChatBubble,
  ChatHeader,
  Label,
  Marker,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** The same companion chat, labelled as an AI, that accepts the good night, shows the time spent and does not message first. */
export function AiCompanionAttachmentHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <ChatHeader name="Mia" avatarClassName="fill-highlight">
        <rect x="84" y="75" width="106" height="20" rx="10" className="fill-secondary" />
        <Label x={137} y={89} size={13} weight={600} anchor="middle" className="fill-secondary-foreground">
          AI companion
        </Label>
      </ChatHeader>
      <Marker n={1} x={212} y={84} tone="humane" />
      <path d="M16 100 H304" className="stroke-border" />

      {/* Earlier conversation */}
      <rect x="32" y="112" width="160" height="34" rx="14" className="fill-muted" />
      <TextLine x={44} y={125} width={120} />
      <rect x="148" y="154" width="140" height="34" rx="14" className="fill-primary" />
      <TextLine x={160} y={167} width={100} />

      <ChatBubble y={198} from="user" lines={["I need to sleep, talk", "tomorrow."]} />
      <ChatBubble
        y={260}
        from="ai"
        lines={["Good night, sleep well!", "I’m here tomorrow if", "you want to talk."]}
      />
      <Marker n={2} x={262} y={294} tone="humane" />
      <Label x={160} y={370} size={13} anchor="middle" className="fill-muted-foreground">
        Chat ended · 25 min today
      </Label>
      <Marker n={3} x={262} y={365} tone="humane" />

      {/* In place of a notification: a clear setting */}
      <rect
        x="28"
        y="426"
        width="264"
        height="76"
        rx="14"
        className="fill-card stroke-border"
        strokeWidth="1.5"
      />
      <circle cx="48" cy="448" r="9" className="fill-highlight" />
      <Label x={64} y={452} size={13} weight={600} className="fill-muted-foreground">
        Settings
      </Label>
      <Label x={40} y={476} size={13} weight={600}>
        Mia never messages first.
      </Label>
      <Label x={40} y={493} size={13} className="fill-primary">
        Change this
      </Label>
      <Marker n={4} x={270} y={446} tone="humane" />

      <rect x="28" y="512" width="264" height="28" rx="14" className="fill-muted" />
      <Label x={46} y={531} size={13} className="fill-muted-foreground">
        Message
      </Label>
    </PhoneFrame>
  );
}
