export function TableOfContents({ headings }: { headings: { id: string; text: string }[] }) {
  return (
    <nav aria-labelledby="toc-title" className="mb-10 rounded-lg border border-border bg-card p-5">
      <h2 id="toc-title" className="font-heading text-lg font-semibold">
        In this article
      </h2>
      <ol className="mt-3 flex list-decimal flex-col gap-1.5 pl-5 text-[0.9375rem] marker:text-muted-foreground">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
