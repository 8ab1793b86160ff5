import { highlightSegments } from "#app/lib/glossary-search.ts";

/** Text with every case-insensitive occurrence of the query wrapped in <mark>. */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightSegments(text, query).map((segment, index) =>
        segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}
