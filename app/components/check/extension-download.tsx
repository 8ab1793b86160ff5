import { useId } from "react";
import { Icon } from "#app/components/icon.tsx";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { ExtensionSiteText } from "#app/content/extension.ts";
import { extensionBrowsers, extensionZipPath } from "#app/lib/extension-files.ts";
import { externalLinkProps } from "#app/lib/links.ts";

/**
 * /check's offer of the browser extension (extension/, built by the pipeline into /downloads/): what it
 * does and does not do, a zip per browser with its install steps, and its source.
 */
export function ExtensionDownload({ text: site }: { text: ExtensionSiteText }) {
  const noteId = useId();
  return (
    <Section id="extension" header={site.header} tone="muted">
      {/* Text and plain links, the same for every visitor: React leaves the pre-rendered part alone. */}
      <StaticPart>
        <div className="grid gap-8 md:grid-cols-2">
          <ChoiceList title={site.does.title} items={site.does.items} icon="check" />
          <ChoiceList title={site.doesNot.title} items={site.doesNot.items} icon="x" />
        </div>
        <h3 className="mt-12 text-xl font-semibold">{site.installTitle}</h3>
        <ul className="mt-5 grid list-none gap-6 p-0 md:grid-cols-2">
          {extensionBrowsers.map((browser) => {
            const download = site.downloads[browser];
            return (
              <li
                key={browser}
                className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 sm:p-6"
              >
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <Button asChild variant="outline" size="lg">
                    <a href={extensionZipPath(browser)} download aria-describedby={`${noteId}-${browser}`}>
                      <Icon name="download" />
                      {download.label}
                    </a>
                  </Button>
                  <span id={`${noteId}-${browser}`} className="text-[0.9375rem] text-muted-foreground">
                    {site.fileNote}
                  </span>
                </div>
                <ol className="flex list-decimal flex-col gap-2 pl-6 marker:font-semibold">
                  {download.steps.map((step) => (
                    <li key={step} className="pl-1">
                      {step}
                    </li>
                  ))}
                </ol>
              </li>
            );
          })}
        </ul>
        <p className="mt-8 max-w-[68ch]">
          {site.source.lead}{" "}
          <a
            href={site.source.href}
            {...externalLinkProps}
            className="inline-flex items-center gap-1.5 font-semibold underline underline-offset-4"
          >
            {site.source.label}
            <Icon name="external-link" className="size-4 shrink-0" />
            <span className="sr-only"> {site.newTab}</span>
          </a>
        </p>
      </StaticPart>
    </Section>
  );
}

function ChoiceList({ title, items, icon }: { title: string; items: string[]; icon: "check" | "x" }) {
  return (
    <div>
      <h3 className="text-xl font-semibold">{title}</h3>
      <ul className="mt-4 flex list-none flex-col gap-3 p-0">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3">
            <Icon name={icon} className="mt-1 size-5 shrink-0 text-primary" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
