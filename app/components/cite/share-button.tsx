import { Icon } from "#app/components/icon.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { citeLabels } from "#app/content/cite.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { copyText } from "#app/lib/clipboard.ts";
import { notify } from "#app/lib/notify.ts";

/**
 * Shares the page's canonical URL with the system share sheet where the browser has one
 * (`navigator.share`), and copies it otherwise, with a toast. No third-party widget, no request.
 * Rendered only after hydration: without JavaScript it could do nothing, and a visitor without it
 * already has the address bar; a fallback link to the page itself would only repeat it. It sits in a
 * row that is already as tall as the button, so its arrival moves nothing.
 */
export function ShareButton({ title, url, className }: { title: string; url: string; className?: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await copyText(url);
      notify({ tone: "success", title: citeLabels.linkCopied });
    } catch {
      notify({ tone: "destructive", title: citeLabels.shareFailed });
    }
  }

  return (
    <Button variant="outline" onClick={share} className={className}>
      <Icon name="share-2" />
      {citeLabels.shareLabel}
    </Button>
  );
}
