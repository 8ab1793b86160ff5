import type { Segment } from "#app/lib/search.ts";

/** Text with the words that matched the query in <mark>. */
export function MarkedText({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}
