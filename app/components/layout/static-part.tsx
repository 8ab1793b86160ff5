import { useState, type HTMLAttributes, type ReactNode, type Ref } from "react";
import { useHydrated } from "#app/hooks/use-hydrated.ts";

type StaticTag = "div" | "section" | "nav" | "ul" | "ol" | "li" | "tbody" | "dl";

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
  ref,
  children,
  ...props
}: HTMLAttributes<HTMLElement> & {
  as?: StaticTag;
  version?: string;
  /** React 19 passes a function component's ref as a prop: the element itself, as for any tag. */
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  // Whichever tag it is, the element is an HTMLElement; TypeScript cannot narrow a ref by a union of tags.
  const elementRef = ref as Ref<never> | undefined;
  const hydrated = useHydrated();
  // Decided when the part first renders: in the browser before hydration ends, the HTML is there. Once
  // its content has changed it is React's for good (React's pattern for state that follows a prop).
  const [kept, setKept] = useState(() => (!hydrated && typeof document !== "undefined" ? { version } : null));
  if (kept && kept.version !== version) setKept(null);
  if (kept && kept.version === version) {
    return (
      <Tag {...props} ref={elementRef} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
    );
  }
  return (
    <Tag {...props} ref={elementRef}>
      {children}
    </Tag>
  );
}
