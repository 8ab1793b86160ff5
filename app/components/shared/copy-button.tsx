import { Icon } from "#app/components/icon.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { copyText } from "#app/lib/clipboard.ts";
import { notify } from "#app/lib/notify.ts";

/**
 * Copies one citation. It exists only once the page has hydrated: before that (or without JavaScript)
 * it could not work, and the text above it can still be selected and copied by hand. Its accessible
 * name starts with the visible "Copy" and names what it copies ("Copy APA citation").
 */
export function CopyButton({
  text,
  label,
  target,
  copied,
  failed,
}: {
  text: string;
  label: string;
  /** The rest of the accessible name, read after the label. */
  target: string;
  copied: string;
  failed: string;
}) {
  const hydrated = useHydrated();
  if (!hydrated) return null;

  async function copy() {
    try {
      await copyText(text);
      notify({ tone: "success", title: copied });
    } catch {
      notify({ tone: "destructive", title: failed });
    }
  }

  return (
    <Button variant="outline" onClick={copy}>
      <Icon name="copy" />
      {label}
      <span className="sr-only"> {target}</span>
    </Button>
  );
}
