import type { Segment } from "~/lib/search";

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
