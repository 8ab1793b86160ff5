import { useId, useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { notify } from "#app/lib/notify.ts";
import { postSignup, subscribeMailto } from "#app/lib/subscribe.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { cn } from "#app/lib/utils.ts";
import { siteConfig } from "#app/site.config.ts";

export type SubscribeCopy = {
  title: string;
  body: string;
  inputLabel: string;
  buttonLabel: string;
  mailtoHint: string;
  mailtoNext: string;
  mailtoAgain: string;
  endpointAccepted: string;
  endpointRefused: string;
  endpointUnreachable: string;
};

type SubscribeFormProps = SubscribeCopy & {
  headingLevel?: "h2" | "h3";
  className?: string;
};

/**
 * Stay Informed sign-up. Nothing is stored by the site, and it never claims a subscription it
 * cannot confirm. With a newsletter endpoint configured, the address is posted to it and the
 * toast reports what the endpoint answered. Without one, Subscribe opens a pre-filled e-mail
 * to the contact address and says that sending it subscribes. Without JavaScript the form
 * posts (to the endpoint, in a new tab) or opens the e-mail itself. An empty or invalid
 * address is stopped by the browser's own validation.
 */
export function SubscribeForm({
  title,
  body,
  inputLabel,
  buttonLabel,
  mailtoHint,
  mailtoNext,
  mailtoAgain,
  endpointAccepted,
  endpointRefused,
  endpointUnreachable,
  headingLevel: Heading = "h2",
  className,
}: SubscribeFormProps) {
  const id = useId();
  const endpoint = siteConfig.newsletterEndpoint;
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "").trim();
    if (!endpoint) {
      const href = subscribeMailto(siteConfig.email, email, siteConfig.name);
      window.location.href = href;
      // Nothing is sent until the visitor sends the e-mail: no success tick.
      notify({
        tone: "info",
        title: mailtoNext,
        description: (
          <a href={href} className="font-semibold text-primary underline">
            {mailtoAgain}
          </a>
        ),
      });
      form.reset();
      return;
    }
    setSending(true);
    const result = await postSignup(endpoint, email);
    setSending(false);
    if (result.outcome === "accepted") {
      notify({ tone: "success", title: fillTemplate(endpointAccepted, { email }) });
      form.reset();
    } else if (result.outcome === "refused") {
      notify({
        tone: "destructive",
        title: fillTemplate(endpointRefused, { status: result.status, contact: siteConfig.email }),
      });
    } else {
      notify({ tone: "destructive", title: endpointUnreachable });
    }
  }

  return (
    <div className={cn("flex flex-col gap-3", className)}>
      <Heading id={`${id}-title`} className="font-heading text-lg font-semibold">
        {title}
      </Heading>
      <p className="text-[0.9375rem] text-muted-foreground">{body}</p>
      <form
        method="post"
        action={endpoint ?? `mailto:${siteConfig.email}?subject=Subscribe`}
        encType={endpoint ? undefined : "text/plain"}
        target={endpoint ? "_blank" : undefined}
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={sending}
        className="flex flex-col gap-1.5"
      >
        {/* Visible, not only a placeholder: the placeholder goes as soon as someone types. */}
        <label htmlFor={`${id}-email`} className="text-sm font-semibold">
          {inputLabel}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.org"
            aria-describedby={endpoint ? undefined : `${id}-hint`}
            className="sm:flex-1"
          />
          <Button type="submit" disabled={sending}>
            {buttonLabel}
          </Button>
        </div>
      </form>
      {endpoint ? null : (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {mailtoHint}
        </p>
      )}
    </div>
  );
}
