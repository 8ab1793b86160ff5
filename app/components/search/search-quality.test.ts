import { describe, expect, it } from "vitest";
import { enforcementRecords } from "~/content/enforcement";
import { glossaryTerms } from "~/content/glossary";
import { patterns } from "~/content/patterns";
import { createSiteSearch } from "~/lib/search";
import { getSearchDocuments } from "./search-documents.server";

/**
 * Search as people type (issue 26.4), over the real index: the documents /search-index.json is built
 * from, made from the content modules. Each query names the page it must return in its first three
 * results. Words a visitor might type, not the site's own wording: split and hyphenated names, everyday
 * words, other names, typos and half-typed words.
 */
const querySet: [query: string, url: string][] = [
  ["confirm shaming", "/patterns/confirmshaming"],
  ["confirm-shaming", "/patterns/confirmshaming"],
  ["confirmshaming", "/patterns/confirmshaming"],
  ["confirmshamming", "/patterns/confirmshaming"],
  ["guilt trip", "/patterns/confirmshaming"],
  ["click to cancel", "/patterns/hard-to-cancel"],
  ["click-to-cancel", "/patterns/hard-to-cancel"],
  ["unsubscribe", "/patterns/hard-to-cancel"],
  ["cancel subscription", "/patterns/hard-to-cancel"],
  ["roach motel", "/patterns/hard-to-cancel"],
  ["roachmotel", "/patterns/hard-to-cancel"],
  ["subscripton trap", "/patterns/hard-to-cancel"],
  ["FOMO", "/patterns/fake-scarcity"],
  ["fomo", "/patterns/fake-urgency"],
  ["countdown timer", "/patterns/fake-urgency"],
  ["low stock", "/patterns/fake-scarcity"],
  ["fake-scarcity", "/patterns/fake-scarcity"],
  ["loot box", "/patterns/variable-rewards"],
  ["loot boxes", "/patterns/variable-rewards"],
  ["slot machine", "/patterns/variable-rewards"],
  ["variable reward", "/patterns/variable-rewards"],
  ["intermittent reinforcement", "/patterns/variable-rewards"],
  ["streaks", "/patterns/social-validation"],
  ["likes", "/patterns/social-validation"],
  ["cookie banner", "/patterns/preselection"],
  ["pre-ticked boxes", "/patterns/preselection"],
  ["preticked", "/patterns/preselection"],
  ["hidden fees", "/patterns/hidden-costs"],
  ["drip pricing", "/patterns/hidden-costs"],
  ["booking fee", "/patterns/hidden-costs"],
  ["notifications", "/patterns/nagging"],
  ["sponsored posts", "/patterns/disguised-ads"],
  ["doomscrolling", "/patterns/infinite-scroll"],
  ["infinite scrol", "/patterns/infinite-scroll"],
  ["auto play", "/patterns/autoplay"],
  ["next episode", "/patterns/autoplay"],
  ["chatbot flattery", "/patterns/ai-sycophancy"],
  ["AI girlfriend", "/patterns/ai-companion-attachment"],
  ["chatbot pretends to be human", "/patterns/ai-anthropomorphism"],
  ["am I talking to a bot", "/patterns/ai-anthropomorphism"],
  ["AI ad", "/patterns/ai-brand-bias"],
  ["chatbot recommends its own products", "/patterns/ai-brand-bias"],
  ["chatbot won't let me stop", "/patterns/ai-user-retention"],
  ["AI keeps asking follow-up questions", "/patterns/ai-user-retention"],
  ["AI summary changed my words", "/patterns/ai-sneaking"],
  ["translation changed what I said", "/patterns/ai-sneaking"],
  ["AI rewrite changed meaning", "/patterns/ai-sneaking"],
  ["dark pattern", "/glossary#dark-patterns"],
  ["deceptive design", "/glossary#dark-patterns"],
  ["nudge", "/glossary#nudge"],
  ["DSA", "/blog/digital-services-act"],
  ["netflix recommendations", "/blog/netflix-personalization"],
  ["funding", "/transparency"],
  ["privacy settings", "/tools#privacy-settings"],
  ["pattern library", "/patterns"],
  ["strategic guide", "/guide"],
  ["responsible product checklist", "/guide#responsible-products"],
  ["notice understand choose", "/guide#three-step-journey"],
  // The enforcement record: companies, products, authorities and amounts lead to the record's own page.
  ["Amazon", "/enforcement/ftc-amazon-prime-2025"],
  ["Amazon Prime", "/enforcement/ftc-amazon-prime-2025"],
  ["Fortnite", "/enforcement/acm-epic-fortnite-2024"],
  ["Replika", "/enforcement/garante-replika-2025"],
  ["Match.com", "/enforcement/ftc-match-2025"],
  ["Ticketmaster", "/enforcement/ftc-live-nation-ticketmaster-2025"],
  ["Vonage", "/enforcement/ftc-vonage-2022"],
  ["Instacart", "/enforcement/ftc-instacart-2025"],
  ["Cineplex", "/enforcement/competition-bureau-cineplex-2024"],
  ["TikTok fine children", "/enforcement/dpc-tiktok-children-2023"],
  ["CNIL Google cookies", "/enforcement/cnil-google-cookies-2022"],
  ["$2.5 billion", "/enforcement/ftc-amazon-prime-2025"],
];

describe("site search over the real index", () => {
  const search = createSiteSearch(getSearchDocuments());
  const firstThree = (query: string) => search(query, 3).map((hit) => hit.url);

  it("holds at least 30 queries", () => {
    expect(querySet.length).toBeGreaterThanOrEqual(30);
  });

  it.each(querySet)("%s → %s in the first three", (query, url) => {
    expect(firstThree(query)).toContain(url);
  });

  it("puts a pattern first for its name and its other names, split, hyphenated or run together", () => {
    for (const pattern of patterns) {
      for (const name of [pattern.name, ...pattern.alsoKnownAs]) {
        const words = name.toLowerCase().split(/[\s-]+/);
        for (const query of new Set([name, words.join(" "), words.join("-"), words.join("")])) {
          expect(search(query, 1)[0]?.url, query).toBe(`/patterns/${pattern.slug}`);
        }
      }
    }
  });

  it("finds a pattern and a glossary term by each of their everyday words", () => {
    for (const pattern of patterns) {
      for (const term of pattern.searchTerms) {
        expect(
          search(term, 10).map((hit) => hit.url),
          term,
        ).toContain(`/patterns/${pattern.slug}`);
      }
    }
    for (const entry of glossaryTerms) {
      for (const term of entry.searchTerms ?? []) {
        expect(
          search(term, 10).map((hit) => hit.url),
          term,
        ).toContain(`/glossary#${entry.id}`);
      }
    }
  });

  it("finds every enforcement record by its company's name", () => {
    for (const record of enforcementRecords) {
      const name = record.keywords[0] ?? record.company;
      expect(
        search(name, 5).map((hit) => hit.url),
        name,
      ).toContain(`/enforcement/${record.id}`);
    }
  });

  it("returns nothing for words the site does not use", () => {
    expect(search("qwxzv")).toEqual([]);
  });
});
