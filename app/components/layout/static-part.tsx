import { useState, type HTMLAttributes, type ReactNode } from "react";
import { useHydrated } from "#app/hooks/use-hydrated.ts";

type StaticTag = "div" | "section" | "ul" | "ol" | "tbody" | "dl";

/**
 * A part of a page that needs no hydration (issue 56): rows, lists and text with no state and no event
 * handlers of their own (their links navigate through the layout's one click handler). While React
 * hydrates the pre-rendered page, the part keeps its HTML exactly as it is and React does no work for
 * what is inside: an element whose content React sets as HTML is not walked, and React does not compare
 * it in production. Once `version` changes (a filter narrowed the rows), or when the part is rendered
 * by the app rather than hydrated (a client-side navigation), its children render as usual.
 */
export function StaticPart({
  as: Tag = "div",
  version,
  children,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: StaticTag; version?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  // Decided when the part first renders: in the browser before hydration ends, the HTML is there. Once
  // its content has changed it is React's for good (React's pattern for state that follows a prop).
  const [kept, setKept] = useState(() => (!hydrated && typeof document !== "undefined" ? { version } : null));
  if (kept && kept.version !== version) setKept(null);
  if (kept && kept.version === version) {
    return <Tag {...props} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
  }
  return <Tag {...props}>{children}</Tag>;
}
