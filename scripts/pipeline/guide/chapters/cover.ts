/**
 * Page 1, the cover: the site's hero on paper, with the brand mark, the guide's title, one pattern
 * shown manipulative and humane (as the home page shows it), the chapters, and the publisher and
 * licence lines at the foot.
 */
import { guide } from "#app/content/guide.ts";
import { siteConfig } from "#app/site.config.ts";
import { contentWidth, font, type GuideDocument, margin, page, type Struct } from "../../pdf/document.ts";
import { eyebrow, figure, linkText } from "../../pdf/layout.ts";
import { renderIllustration } from "#app/components/patterns/illustration.server.tsx";
import { keyAreaOf } from "#app/components/patterns/illustrations/index.ts";
import { aspectRatio, illustrationSvg } from "../../pdf/print-svg.ts";

/** The hero's wash, 540 pt of A4's 842: in proportion, so the cover fits on one US Letter page too. */
const heroHeight = () => Math.round((page.height * 540) / 842);

/** `illustrations`: the pattern drawings, or undefined when the guide is built without the catalogue. */
export function drawCover(g: GuideDocument, illustrations: Map<string, string> | undefined) {
  const { doc, ink } = g;
  const { labels } = guide;
  g.newPage();
  const section = g.group(g.root, "Sect");
  heroBackground(g);
  g.leaf(section, "P", () =>
    g.write(siteConfig.name, { face: font.heading, size: 20, x: margin.left + 52, y: 68, lineBreak: false }),
  );
  doc.y = 150;
  eyebrow(g, section, labels.coverEyebrow);
  g.leaf(section, "H1", () => g.write(guide.title, { face: font.heading, size: 42, lineGap: 0 }));
  doc.moveDown(0.35);
  g.leaf(section, "P", () =>
    g.write(guide.subtitle, { size: 15, fill: ink.muted, width: contentWidth - 40, lineGap: 4 }),
  );
  if (illustrations) featuredPattern(g, section, illustrations);
  else doc.y = heroHeight() + 40;
  g.leaf(section, "P", () =>
    g.write(siteConfig.tagline, { face: font.heading, size: 17, fill: ink.primary, lineGap: 0 }),
  );
  doc.moveDown(0.4);
  const chapterTitles = Object.values(guide.chapters)
    .filter((entry) => illustrations || entry !== guide.chapters.patterns)
    .map((entry) => entry.title);
  g.leaf(section, "P", () =>
    g.write(chapterTitles.join("  ·  "), { size: 10.5, width: contentWidth - 40, lineGap: 3 }),
  );
  publisherLines(g, section);
}

/** The page's background, the hero's wash and the site's brand mark (two arcs settling on a point). */
function heroBackground(g: GuideDocument) {
  const { doc, ink } = g;
  g.artifact(() => {
    doc.rect(0, 0, page.width, page.height).fill(ink.background);
    const wash = doc.linearGradient(0, 0, 0, heroHeight()).stop(0, ink.accent).stop(1, ink.background);
    doc.rect(0, 0, page.width, heroHeight()).fill(wash);
    doc.save().translate(margin.left, 60).scale(1.25);
    doc.roundedRect(0, 0, 32, 32, 8).fill(ink.primary);
    doc.path("M8 19c2.5-6 13.5-6 16 0").lineWidth(2.4).lineCap("round").strokeColor(ink.onPrimary).stroke();
    doc
      .path("M11.5 15.5c1.8-3 7.2-3 9 0")
      .lineWidth(2.2)
      .strokeOpacity(0.7)
      .strokeColor(ink.onPrimary)
      .stroke();
    doc.strokeOpacity(1).circle(16, 21.5, 2.4).fill(ink.onPrimary);
    doc.restore();
  });
}

/** The first pattern's two drawings side by side on cards: the guide's subject in a picture. */
function featuredPattern(g: GuideDocument, section: Struct, illustrations: Map<string, string>) {
  const { doc, ink } = g;
  const featured = guide.chapters.patterns.patterns[0];
  if (!featured) {
    doc.y = heroHeight() + 40;
    return;
  }
  const cardTop = doc.y + 26;
  const cardGap = 16;
  const cardWidth = (contentWidth - cardGap) / 2;
  // The part of the screen that makes the point, as the home page shows it: the whole phone would
  // print its words at 5 pt on a card this size, the part at 8 pt or more (issue 35.4).
  const drawings = (["harmful", "humane"] as const).map((tone) => ({
    tone,
    svg: keyAreaOf(featured.slug, tone)
      ? illustrationSvg(
          renderIllustration(featured.slug, tone, {
            label: featured[tone].label,
            keyArea: true,
            markers: false,
          }),
          g.theme,
        )
      : illustrations.get(`${featured.slug}-${tone}`)!,
  }));
  // As tall as the drawings need, with room below for the tagline and two lines of chapters.
  const room = page.height - 200 - cardTop;
  const drawnHeight = (svg: string) =>
    Math.min(cardWidth - 32, (room - 48) * aspectRatio(svg)) / aspectRatio(svg);
  const cardHeight = Math.min(room, Math.max(...drawings.map(({ svg }) => drawnHeight(svg))) + 56);
  drawings.forEach(({ tone, svg }, index) => {
    const x = margin.left + index * (cardWidth + cardGap);
    const ratio = aspectRatio(svg);
    const width = Math.min(cardWidth - 32, (cardHeight - 48) * ratio);
    const height = width / ratio;
    g.artifact(() =>
      doc
        .roundedRect(x, cardTop, cardWidth, cardHeight, 10)
        .lineWidth(0.75)
        .fillAndStroke(ink.card, ink.rule),
    );
    const toneLabel = tone === "harmful" ? guide.labels.harmfulTitle : guide.labels.humaneTitle;
    g.leaf(section, "P", () =>
      g.write(toneLabel.toUpperCase(), {
        face: font.bold,
        size: 8.5,
        fill: tone === "harmful" ? ink.destructive : ink.primary,
        x: x + 16,
        y: cardTop + 14,
        width: cardWidth - 32,
        characterSpacing: 1,
        lineGap: 0,
      }),
    );
    figure(g, section, svg, `${featured.name}: ${featured[tone].label}`, {
      x: x + (cardWidth - width) / 2,
      y: cardTop + 34,
      width,
      height,
    });
  });
  doc.y = cardTop + cardHeight + 26;
}

/** Who publishes the guide (linked to the site) and its licence, below the usual text area. */
function publisherLines(g: GuideDocument, section: Struct) {
  const { doc, ink } = g;
  doc.page.margins.bottom = 0;
  const publisherTop = page.height - 84;
  g.artifact(() =>
    doc
      .moveTo(margin.left, publisherTop - 12)
      .lineTo(margin.left + contentWidth, publisherTop - 12)
      .lineWidth(0.5)
      .strokeColor(ink.rule)
      .stroke(),
  );
  linkText(g, section, guide.labels.publishedBy, siteConfig.url, {
    size: 9.5,
    fill: ink.muted,
    y: publisherTop,
    lineGap: 2,
  });
  g.leaf(section, "P", () =>
    g.write(guide.labels.shareNote, { size: 8.5, fill: ink.muted, y: doc.y + 3, lineGap: 2 }),
  );
  doc.page.margins.bottom = margin.bottom;
}
