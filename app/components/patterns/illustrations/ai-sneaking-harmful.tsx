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

/** A chat in which the "politer" rewrite of a complaint drops the refund demand and the deadline, and claims nothing changed. */
export function AiSneakingHarmful(props: IllustrationProps) {
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
      <ChatBubble widths={widths} y={192} from="ai" lines={["Here’s a politer version:"]} />
      <EmailDraft
        y={234}
        lines={[
          "Hello, I was a little",
          "disappointed with my",
          "order. Could you look",
          "into it when you can?",
        ]}
      />
      <Marker n={1} x={262} y={283} tone="harmful" />
      <Marker n={2} x={262} y={319} tone="harmful" />
      <ChatBubble
        widths={widths}
        y={358}
        from="ai"
        lines={["Friendlier, same message.", "Hope this helps!"]}
      />
      <Marker n={3} x={262} y={383} tone="harmful" />

      <rect x="28" y="496" width="264" height="36" rx="18" className="fill-muted" />
      <Label x={46} y={519} size={13} className="fill-muted-foreground">
        Message
      </Label>
    </PhoneFrame>
  );
}
