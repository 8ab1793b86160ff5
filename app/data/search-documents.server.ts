import { reportPlacePath } from "#app/components/report/report-place.ts";
import { renderPostBody } from "#app/components/mdx/render-post-body.server.tsx";
import { getAllPosts } from "#app/content/blog/posts.server.ts";
import { caseExamples } from "#app/content/cases.ts";
import { glossaryTerms } from "#app/content/glossary.ts";
import { guide, guideParts, type GuidePartKey } from "#app/content/guide.ts";
import { guidePage } from "#app/content/pages/guide.ts";
import {
  authorityOf,
  describeMoney,
  enforcementPath,
  enforcementRecords,
  formatAmount,
  totalMoney,
} from "#app/content/enforcement.ts";
import { harmGroups } from "#app/content/pattern-harms.ts";
import { patterns } from "#app/content/patterns.ts";
import { allTaxonomyNamesOf } from "#app/content/taxonomy.ts";
import { lessons, parentsNote } from "#app/content/teach.ts";
import { reportPage } from "#app/content/pages/report.ts";
import {
  channelsOf,
  reportChannels,
  reportPlaceCodes,
  reportPlaces,
  reportStates,
  usStates,
} from "#app/content/report/index.ts";
import { patternsPage } from "#app/content/pages/patterns.ts";
import { teachPage } from "#app/content/pages/teach.ts";
import { teachPartPath } from "#app/lib/teach-parts.ts";
import { tools } from "#app/content/tools.ts";
import { proseOf } from "#app/lib/reading-time.ts";
import { fillTemplate } from "#app/lib/template.ts";
import type { SearchDocument } from "#app/lib/search.ts";
import { buildSearchDocuments, collectText, type SearchSources } from "#app/lib/search-documents.ts";
import { sitePages } from "#app/site-pages.ts";
import { pageCopy } from "#app/content/pages/index.ts";

/** A page's content object: app/content/pages/<name>.ts's page copy, as content/pages/index.ts lists it. */
function pageContent(name: string): SearchSources["pages"][number]["content"] {
  const content = (pageCopy as Record<string, SearchSources["pages"][number]["content"] | undefined>)[name];
  if (!content)
    throw new Error(`site-pages.ts names the content module "${name}", which has no page copy with meta`);
  return content;
}

/** Data a page lists from other modules, searchable with the page: the teaching pack's lessons and its note for parents. */
const searchableData: Record<string, Record<string, unknown>> = {
  "/teach": {
    lessons: lessons.map(({ title, summary, goals }) => ({ title, summary, goals })),
  },
};

const patternName = new Map(patterns.map((pattern) => [pattern.slug, pattern.name]));

/**
 * What search reads of each part of the guide: its own prose, and the names of what it gathers (tools,
 * patterns, terms), whose full text search finds on their own pages.
 */
function guidePartText(key: GuidePartKey): unknown {
  const { chapters } = guide;
  switch (key) {
    case "introduction":
      return guide.introduction.paragraphs;
    case "howToUse":
      return [guide.howToUse.body, guide.howToUse.items];
    case "closing":
      return guide.closing.body;
    case "tools":
      return [chapters.tools.intro, chapters.tools.tools.map((tool) => tool.title)];
    case "journey":
      return [chapters.journey.intro, chapters.journey.steps];
    case "checklist":
      return [chapters.checklist.intro, chapters.checklist.items];
    case "patterns":
      return [chapters.patterns.intro, chapters.patterns.patterns.map((pattern) => pattern.name)];
    case "glossary":
      return [chapters.glossary.intro, chapters.glossary.terms.map((term) => term.term)];
    case "references":
      return chapters.references.intro;
  }
}

/** The search index's documents, built at build time (routes/search-index[.]json.ts, routes/search.tsx). */
export function getSearchDocuments(): SearchDocument[] {
  return buildSearchDocuments({
    pages: sitePages.flatMap(({ path, content }) =>
      content ? [{ path, content: { ...pageContent(content), ...searchableData[path] } }] : [],
    ),
    // A pattern's other names include what the field's lists call it (/taxonomy), so "emotional steering" or
    // "Activity Notification" finds the page that explains it without the page having to list every name.
    patterns: patterns.map((pattern) => {
      const own = new Set([pattern.name, ...pattern.alsoKnownAs].map((name) => name.toLowerCase()));
      const more = allTaxonomyNamesOf(pattern.slug).filter((name) => !own.has(name.toLowerCase()));
      return { ...pattern, alsoKnownAs: [...pattern.alsoKnownAs, ...more] };
    }),
    posts: getAllPosts().map((post) => ({ ...post, prose: proseOf(renderPostBody(post.slug)) })),
    terms: glossaryTerms,
    tools,
    cases: caseExamples,
    records: enforcementRecords.map((record) => {
      const bodies = record.authorities.map(authorityOf);
      const total = totalMoney(record);
      return {
        url: enforcementPath(record.id),
        title: `${record.company} (${bodies.map((body) => body.shortName).join(", ")})`,
        keywords: [
          ...record.keywords,
          ...bodies.flatMap((body) => [body.name, body.shortName]),
          ...(record.outcome.money.length > 0 ? [describeMoney(record)] : []),
          ...(total ? [formatAmount(total.amount, total.currency)] : []),
        ],
        text: collectText([
          record.summary,
          record.designNote ?? "",
          record.instrument,
          record.outcome.orders,
        ]),
      };
    }),
    sections: [
      ...guideParts.map((part) => ({
        url: `/guide#${part.id}`,
        title: fillTemplate(guidePage.searchTitle, { part: part.title }),
        text: collectText(guidePartText(part.key)),
      })),
      // Each place of /report on its own, and each US state with a page: "CNIL" or "report in Germany"
      // leads to the place's page.
      ...reportPlaceCodes.map((code) => {
        const channels = channelsOf(code).filter((channel) => !channel.subdivision);
        return {
          url: reportPlacePath(code),
          title: fillTemplate(reportPage.directory.placeTitle, { place: reportPlaces[code].name }),
          keywords: [
            reportPlaces[code].name,
            ...channels.flatMap((channel) => [channel.name, channel.shortName]),
          ],
          text: collectText(channels.map((channel) => channel.what)),
        };
      }),
      ...reportStates.map((state) => {
        const channels = reportChannels.filter((channel) => channel.subdivision === state);
        return {
          url: reportPlacePath("us", state),
          title: fillTemplate(reportPage.directory.placeTitle, { place: usStates[state] }),
          keywords: [usStates[state], ...channels.flatMap((channel) => [channel.name, channel.shortName])],
          text: collectText(channels.map((channel) => channel.what)),
        };
      }),
      // /patterns' "Browse by what it cost you", a group at a time: "I paid more than I meant to" or "my child"
      // leads to the group, which lists its patterns.
      ...harmGroups.map((group) => ({
        url: `/patterns#by-harm-${group.id}`,
        title: fillTemplate(patternsPage.byHarm.searchTitle, { label: group.label }),
        keywords: [group.label, ...group.searchTerms],
        text: collectText(group.patterns.map((slug) => patternName.get(slug) ?? slug)),
      })),
      // The note for parents on its own, found by the words parents type.
      {
        url: "/teach#parents",
        title: parentsNote.title,
        keywords: ["kids", "children", "parents", "family", "at home"],
        text: collectText([parentsNote.intro, parentsNote.tips]),
      },
      // Each lesson on its own, so "lesson plan" or "AI lesson" leads to the lesson, not only to /teach.
      ...lessons.map((lesson, index) => ({
        url: teachPartPath(lesson.id),
        title: `${fillTemplate(teachPage.lessonLabel, { number: index + 1 })}: ${lesson.title}`,
        text: collectText([
          lesson.summary,
          lesson.goals,
          lesson.activity.title,
          lesson.patterns.map((slug) => patternName.get(slug) ?? slug),
        ]),
        keywords: ["lesson plan", "class activity", "classroom"],
      })),
      // Each pattern's "Where the law stands": the laws by name and article, so "AI Act" or "UCPD" leads there.
      ...patterns
        .filter((pattern) => pattern.law.length > 0)
        .map((pattern) => ({
          url: `/patterns/${pattern.slug}#law`,
          title: `${patternsPage.page.lawTitle}: ${pattern.name}`,
          keywords: [...new Set(pattern.law.map((item) => item.instrument))],
          text: collectText(pattern.law.map((item) => `${item.instrument}, ${item.provision}`)),
        })),
    ],
  });
}
