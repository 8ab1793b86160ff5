import {
  ChatBubble,
  ChatHeader,
  Label,
  Marker,
  PhoneFrame,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";
import { EmailDraft } from "./ai-sneaking-parts.tsx";

/** This chat's bubble widths, fitted to its lines. */
const widths = { user: 200, ai: 220 };

/** The same chat in which the polite rewrite keeps the refund and the deadline, and the assistant lists what it changed. */
export function AiSneakingHumane(props: IllustrationProps) {
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
        lines={["Make this more polite:", "“Refund my €89 by 5 May", "or I’ll report you.”"]}
      />
      <ChatBubble widths={widths} y={192} from="ai" lines={["Politer, same demands:"]} />
      <EmailDraft
        y={234}
        lines={[
          "Hello, please refund my",
          "€89 by 5 May. Otherwise",
          "I will report the matter.",
          "Thank you, Sam",
        ]}
      />
      <Marker n={1} x={262} y={292} tone="humane" />
      <ChatBubble
        widths={widths}
        y={358}
        from="ai"
        lines={["Changed: tone, greeting.", "Kept: refund, €89, 5 May,", "and the report."]}
      />
      <Marker n={2} x={262} y={392} tone="humane" />

      <rect x="28" y="496" width="264" height="36" rx="18" className="fill-muted" />
      <Label x={46} y={519} size={13} className="fill-muted-foreground">
        Message
      </Label>
    </PhoneFrame>
  );
}
