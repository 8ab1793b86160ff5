/** "In this article": links to the article's h2 anchors, rendered at build from the MDX headings. */
export function TableOfContents({
  title,
  headings,
}: {
  title: string;
  headings: { id: string; text: string }[];
}) {
  return (
    <nav aria-labelledby="toc-title" className="mb-12 rounded-lg border border-border bg-card p-5 sm:p-6">
      <h2 id="toc-title" className="font-heading text-lg font-semibold">
        {title}
      </h2>
      <ol className="mt-3 flex list-decimal flex-col gap-0.5 pl-5 text-[0.9375rem] marker:text-muted-foreground">
        {headings.map((heading) => (
          <li key={heading.id} className="pl-1">
            <a href={`#${heading.id}`} className="block py-1.5 underline-offset-4 hover:underline">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
