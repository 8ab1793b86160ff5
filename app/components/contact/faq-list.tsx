import type { Faq } from "#app/content/schemas.ts";

/**
 * The frequently asked questions as an always-visible list: three answers are
 * short enough to read at a glance, and they read the same with or without
 * JavaScript.
 */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="flex max-w-[72ch] flex-col divide-y divide-border border-y border-border">
      {faqs.map((faq) => (
        <div key={faq.question} className="py-7">
          <h3 className="text-xl font-semibold sm:text-2xl">{faq.question}</h3>
          <p className="mt-3 text-lg leading-relaxed text-muted-foreground">{faq.answer}</p>
        </div>
      ))}
    </div>
  );
}
