/** An in-text citation: "[3]", linking to the third entry of the article's reference list. */
export function Cite({ n }: { n: number }) {
  return (
    <sup className="leading-none">
      <a href={`#ref-${n}`} aria-label={`Reference ${n}`} className="px-px no-underline hover:underline">
        [{n}]
      </a>
    </sup>
  );
}
