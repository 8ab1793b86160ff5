/**
 * Writes a 1200 × 630 social card for every pre-rendered page into .generated/public/cards/ (issue 29.4): one per
 * main page (app/site-pages.ts), per pattern page (its two drawings and name) and per article (its title
 * and category), at the path app/lib/reuse.ts `socialCardPath` names, which each page's og:image gives
 * (app/lib/seo.ts). Cards are SVG composed here (card-svg.ts) and drawn by resvg; nothing is kept between
 * builds. Generated at every build (.generated/ is not in git). docs/decisions/018-social-cards.md.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { cardItems, cardSetEntries, lessonView, presentMeta, sheetOf } from "#app/data/teach-pack.ts";
import { lessonPresentPath, teachCardSetPath, teachPartPath, teachParts } from "#app/lib/teach-parts.ts";
import { teachPage } from "#app/content/pages/teach.ts";
import { lessons } from "#app/content/teach.ts";
import { enforcementPage } from "#app/content/pages/enforcement.ts";
import { recordPageData, narrowingFromPath } from "#app/data/enforcement-data.server.ts";
import {
  narrowedJurisdictions,
  narrowedPath,
  narrowedPatterns,
  recordIds,
} from "#app/content/enforcement/record-paths.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { withdrawnRecords } from "#app/content/enforcement/withdrawn.ts";
import { reportPlacePaths } from "#app/content/report/report-paths.ts";
import { reportPage } from "#app/content/pages/report.ts";
import { updatesPage } from "#app/content/pages/updates.ts";
import { updatesOlderPagePaths } from "#app/family-paths.ts";
import { reportPlacePage } from "#app/data/report-data.server.ts";
import { authorityOf } from "#app/content/enforcement.ts";
import { patternFamilyNames, patterns } from "#app/content/patterns.ts";
import { reuseLabels } from "#app/content/reuse.ts";
import { renderIllustration } from "#app/components/patterns/illustration.server.tsx";
import { socialCardPath } from "#app/lib/reuse.ts";
import { sitePages } from "#app/site-pages.ts";
import { pageCopy } from "#app/content/pages/index.ts";
import { siteConfig } from "#app/site.config.ts";
import { illustrationSvg, themeColors } from "../pdf/print-svg.ts";
import { rasterise, withTextChunks } from "../raster/raster.ts";
import { articleFrontmatter } from "../articles.ts";
import { articleCard, pageCard, patternCard, type CardColors } from "./card-svg.ts";
import { generatedFile } from "#app/lib/generated-files.server.ts";

const root = path.resolve(import.meta.dirname, "..", "..", "..");
const out = generatedFile("/cards", root);

const colors = themeColors(readFileSync(path.join(root, "app", "styles", "app.css"), "utf8"));
const frame = { colors: colors as CardColors, site: siteConfig.name, host: new URL(siteConfig.url).host };

type PageMeta = { meta: { title: string; description: string }; hero?: { eyebrow?: string } };

/** A main page's copy: app/content/pages/<name>.ts's, as content/pages/index.ts lists it (as search reads it). */
function pageContent(name: string): PageMeta {
  const content = (pageCopy as Record<string, PageMeta | undefined>)[name];
  if (!content) throw new Error(`app/content/pages/${name}.ts has no page copy with meta`);
  return content;
}

const drawing = (slug: string, tone: "harmful" | "humane", label: string) =>
  illustrationSvg(renderIllustration(slug, tone, { label, markers: false }), colors);

/** The teaching pack's printable pages have no page copy of their own: their lesson or sheet is the copy. */
function teachPartContent(pagePath: string) {
  const hero = { eyebrow: teachPage.hero.title };
  const projected = lessons.find((lesson) => lessonPresentPath(lesson.id) === pagePath);
  if (projected) return { meta: presentMeta(projected), hero };
  const part = teachParts.find((candidate) => teachPartPath(candidate) === pagePath);
  if (!part) return undefined;
  if (part.startsWith("lesson-")) {
    const { lesson } = lessonView(part);
    return { meta: { title: lesson.title, description: lesson.summary }, hero };
  }
  const sheet = sheetOf(part);
  if (!sheet) throw new Error(`No sheet "${part}" in app/content/pages/teach.ts`);
  return { meta: { title: sheet.title, description: sheet.lead }, hero };
}

/** The pipeline's step (steps.ts): every card, written afresh. */
export async function generate(): Promise<string> {
  const started = performance.now();
  const cards: { pagePath: string; title: string; svg: string }[] = [];
  for (const page of sitePages) {
    const content = teachPartContent(page.path) ?? pageContent(page.content ?? page.path.slice(1));
    cards.push({
      pagePath: page.path,
      title: content.meta.title,
      svg:
        page.path === "/"
          ? pageCard(frame, {
              kicker: content.hero?.eyebrow,
              title: siteConfig.name,
              description: siteConfig.tagline,
              home: true,
            })
          : pageCard(frame, {
              kicker: content.hero?.eyebrow,
              title: content.meta.title,
              description: content.meta.description,
            }),
    });
  }
  for (const pattern of patterns) {
    cards.push({
      pagePath: `/patterns/${pattern.slug}`,
      title: pattern.name,
      svg: patternCard(frame, {
        kicker: patternFamilyNames[pattern.family],
        name: pattern.name,
        harmful: {
          svg: drawing(pattern.slug, "harmful", pattern.harmful.label),
          caption: reuseLabels.cardHarmful,
        },
        humane: {
          svg: drawing(pattern.slug, "humane", pattern.humane.label),
          caption: reuseLabels.cardHumane,
        },
      }),
    });
  }
  // The enforcement record: a card per action (authority, company, outcome) and per narrowed list.
  for (const id of recordIds) {
    const page = recordPageData(id)!;
    cards.push({
      pagePath: `/enforcement/${id}`,
      title: page.title,
      svg: pageCard(frame, {
        kicker: `${enforcementPage.recordPage.cardKicker} · ${authorityOf(page.record.authorities[0]!.id).shortName}`,
        title: page.record.company,
        description: page.description,
      }),
    });
  }
  // /report: a card per place and listed US state.
  for (const pagePath of reportPlacePaths) {
    const place = reportPlacePage(pagePath.slice("/report/".length))!;
    const title = fillTemplate(reportPage.placePage.title, { place: place.name });
    cards.push({
      pagePath,
      title,
      svg: pageCard(frame, {
        kicker: reportPage.placePage.eyebrow,
        title,
        description: fillTemplate(reportPage.placePage.description, { place: place.name }),
      }),
    });
  }
  for (const { id, company, authority } of withdrawnRecords) {
    const title = fillTemplate(enforcementPage.withdrawn.title, { company, authority });
    cards.push({
      pagePath: `/enforcement/${id}`,
      title,
      svg: pageCard(frame, {
        kicker: enforcementPage.withdrawn.eyebrow,
        title,
        description: enforcementPage.withdrawn.reason,
      }),
    });
  }
  for (const pagePath of [
    ...narrowedPatterns.map((slug) => narrowedPath("pattern", slug)),
    ...narrowedJurisdictions.map((value) => narrowedPath("jurisdiction", value)),
  ]) {
    const narrowing = narrowingFromPath(pagePath)!;
    const title = fillTemplate(enforcementPage.narrowed.title, { label: narrowing.label });
    cards.push({
      pagePath,
      title,
      svg: pageCard(frame, {
        kicker: enforcementPage.hero.eyebrow,
        title,
        description: fillTemplate(enforcementPage.narrowed.description, { label: narrowing.label }),
      }),
    });
  }
  // The picture cards' pages, a set each.
  const pictureCards = cardItems();
  for (const set of cardSetEntries(pictureCards)) {
    const title = fillTemplate(teachPage.cards.setTitle, { ...set });
    cards.push({
      pagePath: teachCardSetPath(set.id),
      title,
      svg: pageCard(frame, {
        kicker: teachPage.hero.title,
        title,
        description: fillTemplate(teachPage.cards.setLead, { ...set, total: pictureCards.length }),
      }),
    });
  }
  // /updates' older pages.
  const updatesPages = updatesOlderPagePaths();
  updatesPages.forEach((pagePath, index) => {
    const values = { page: index + 2, pages: updatesPages.length + 1 };
    const title = fillTemplate(updatesPage.pageTitle, values);
    cards.push({
      pagePath,
      title,
      svg: pageCard(frame, {
        kicker: updatesPage.hero.eyebrow,
        title,
        description: fillTemplate(updatesPage.pageDescription, values),
      }),
    });
  });
  for (const { slug, title, category } of await articleFrontmatter()) {
    cards.push({
      pagePath: `/blog/${slug}`,
      title,
      svg: articleCard(frame, { kicker: category, title }),
    });
  }

  rmSync(out, { recursive: true, force: true });
  await Promise.all(
    cards.map(async ({ pagePath, title, svg }) => {
      const file = generatedFile(socialCardPath(pagePath), root);
      mkdirSync(path.dirname(file), { recursive: true });
      const png = await rasterise(svg, 1200);
      writeFileSync(
        file,
        withTextChunks(png, {
          Title: title,
          Author: siteConfig.name,
          Copyright: `${siteConfig.name} — ${siteConfig.contentLicence.name}`,
          License: siteConfig.contentLicence.url,
        }),
      );
    }),
  );
  return `build-cards: ${cards.length} social cards written to .generated/public/cards/ in ${Math.round(performance.now() - started)} ms`;
}
