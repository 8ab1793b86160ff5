import { Icon } from "#app/components/icon.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { notify } from "#app/lib/notify.ts";

// `print-hidden`: a link to the term itself means nothing on paper.
const linkClass = "print-hidden inline-flex min-h-11 items-center gap-1.5 font-semibold";

/**
 * A term's address, for sharing. Once the page has hydrated it is a button that copies the
 * canonical URL (the configured origin, not whatever host serves the page) and confirms with a
 * toast. Before that, and without JavaScript, it is a plain link to the term's anchor: following
 * it puts the address in the address bar, and a long press or right click copies it.
 */
export function GlossaryCopyLink({
  id,
  url,
  label,
  name,
  copiedText,
  failedText,
  permalinkLabel,
}: {
  id: string;
  /** The absolute canonical address of the term. */
  url: string;
  label: string;
  /** The button's accessible name: the visible label and the term. */
  name: string;
  copiedText: string;
  failedText: string;
  permalinkLabel: string;
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={`#${id}`} className={linkClass}>
        <Icon name="link" className="size-4" />
        {permalinkLabel}
      </a>
    );
  }

  async function copy() {
    try {
      // Missing outside secure contexts and in some embedded browsers: that is a failure too.
      if (!navigator.clipboard) throw new Error("Clipboard unavailable");
      await navigator.clipboard.writeText(url);
      notify({ tone: "success", title: copiedText });
    } catch {
      // The address goes in the toast so it can still be selected and copied by hand.
      notify({ tone: "destructive", title: failedText, description: url });
    }
  }

  return (
    <Button type="button" variant="outline" aria-label={name} onClick={() => void copy()}>
      <Icon name="link" className="size-4" />
      {label}
    </Button>
  );
}
