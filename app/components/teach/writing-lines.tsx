/** Ruled space to write an answer in, on paper; nothing for a screen reader to read. */
export function WritingLines({ count = 3 }: { count?: number }) {
  return (
    <div aria-hidden="true" className="mt-2">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="h-9 border-b border-dashed border-muted-foreground/60" />
      ))}
    </div>
  );
}
