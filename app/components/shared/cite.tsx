/**
 * An in-text citation: "[3]", linking to the third entry of the article's reference list. An article
 * writes <Cite id="mathur-2019" />; the number is added at build time (scripts/pipeline/vite/remark-citations.ts)
 * in order of first citation.
 */
export function Cite({ id, n }: { id: string; n?: number }) {
  if (typeof n !== "number") {
    throw new Error(`<Cite id="${id}" /> has no number: is remark-citations missing from the MDX plugins?`);
  }
  return (
    <sup className="leading-none">
      <a href={`#ref-${n}`} aria-label={`Reference ${n}`} className="px-px no-underline hover:underline">
        [{n}]
      </a>
    </sup>
  );
}
