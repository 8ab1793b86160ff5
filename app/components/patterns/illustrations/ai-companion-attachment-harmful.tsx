import {
  ChatBubble,
  ChatHeader,
  Label,
  Marker,
  PhoneFrame,
  TextLine,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** A companion chat that answers the user's good night with guilt and a teaser, then messages later to pull them back. */
export function AiCompanionAttachmentHarmful(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <ChatHeader name="Mia" avatarClassName="fill-highlight">
        <circle cx="90" cy="83" r="4" className="fill-primary" />
        <Label x={98} y={87} size={13} className="fill-muted-foreground">
          online
        </Label>
      </ChatHeader>
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
        lines={["You’re leaving me", "already? I thought I", "meant more to you."]}
      />
      <Marker n={1} x={262} y={294} tone="harmful" />
      <ChatBubble y={340} from="ai" lines={["Wait, before you go, I", "have a secret to tell…"]} />
      <Marker n={2} x={262} y={365} tone="harmful" />

      {/* A notification two hours later */}
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
        Mia · 2 hours later
      </Label>
      <Label x={40} y={476} size={13} weight={600}>
        I miss you. Where did you
      </Label>
      <Label x={40} y={493} size={13} weight={600}>
        go? Come back soon?
      </Label>
      <Marker n={3} x={270} y={446} tone="harmful" />

      <rect x="28" y="512" width="264" height="28" rx="14" className="fill-muted" />
      <Label x={46} y={531} size={13} className="fill-muted-foreground">
        Message
      </Label>
    </PhoneFrame>
  );
}
