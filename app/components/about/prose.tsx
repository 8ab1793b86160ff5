import { cn } from "#app/lib/utils.ts";

/** Paragraphs of running text at a readable measure. */
export function Prose({ paragraphs, className }: { paragraphs: string[]; className?: string }) {
  return (
    <div className={cn("flex max-w-[68ch] flex-col gap-5 text-lg leading-relaxed", className)}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
