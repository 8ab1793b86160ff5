import { createContext, useContext } from "react";
import type * as React from "react";

/**
 * The kinds of page the site has (issue 18): explainers teach with diagrams and end on a call to action,
 * indexes get to their list quickly, organisation pages read like a report with side headings. Reading
 * pages (articles, patterns) have layouts of their own. A page names its family once, and the shared
 * section components take their look from it, so the look lives in the components, not in page markup.
 */
export type PageFamilyName = "explainer" | "index" | "organisation";

const PageFamilyContext = createContext<PageFamilyName>("explainer");

export function PageFamily({ family, children }: { family: PageFamilyName; children: React.ReactNode }) {
  return <PageFamilyContext value={family}>{children}</PageFamilyContext>;
}

export function usePageFamily(): PageFamilyName {
  return useContext(PageFamilyContext);
}
