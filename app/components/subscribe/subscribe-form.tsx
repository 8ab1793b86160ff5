import { useId, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { notify } from "~/lib/notify";
import { subscribeMailto } from "~/lib/subscribe";
import { cn } from "~/lib/utils";
import { siteConfig } from "~/site.config";

export type SubscribeCopy = {
  title: string;
  body: string;
  inputLabel: string;
  buttonLabel: string;
  successMailto: string;
  successEndpoint: string;
};

type SubscribeFormProps = SubscribeCopy & {
  headingLevel?: "h2" | "h3";
  className?: string;
};

/**
 * Stay Informed sign-up. Nothing is stored by the site: with a newsletter
 * endpoint configured the form posts there in a new tab; otherwise it opens a
 * pre-filled e-mail to the contact address. Without JavaScript the same mailto
 * form action still works. An empty or invalid address is stopped by the
 * browser's own validation, so no success message appears.
 */
export function SubscribeForm({
  title,
  body,
  inputLabel,
  buttonLabel,
  successMailto,
  successEndpoint,
  headingLevel: Heading = "h2",
  className,
}: SubscribeFormProps) {
  const id = useId();
  const endpoint = siteConfig.newsletterEndpoint;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "").trim();
    if (endpoint) {
      notify({ tone: "default", title: successEndpoint });
      return;
    }
    event.preventDefault();
    const href = subscribeMailto(siteConfig.email, email, siteConfig.name);
    window.location.href = href;
    notify({
      tone: "default",
      title: successMailto,
      description: (
        <a href={href} className="font-semibold text-primary underline">
          Open the e-mail again
        </a>
      ),
    });
    form.reset();
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
        onSubmit={onSubmit}
        className="flex flex-col gap-2 sm:flex-row"
      >
        <label htmlFor={`${id}-email`} className="sr-only">
          {inputLabel}
        </label>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.org"
          className="sm:flex-1"
        />
        <Button type="submit">{buttonLabel}</Button>
      </form>
    </div>
  );
}
