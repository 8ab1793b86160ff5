/**
 * The teaching pack's sheets as PDFs, in the order of their pages: the self-check (every quiz question
 * with its screen and options to tick), its answer key, and the worksheet built on the tools' questions.
 */
import { teachPage, type TeachSheet } from "#app/content/pages/teach.ts";
import { type CardItem, cardKey, type SelfCheckItem, type WorksheetView } from "#app/data/teach-pack.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { bottomLimit, contentWidth, font, type GuideDocument, margin, type Struct } from "../pdf/document.ts";
import { figure, list, paragraph, subheading } from "../pdf/layout.ts";
import { aspectRatio, legibleWidth } from "../pdf/print-svg.ts";
import { type Drawings, openPart, patternDrawing, questionDrawing, writingLines } from "./teach-blocks.ts";

const opening = (sheet: TeachSheet) => ({
  eyebrow: teachPage.hero.title,
  title: sheet.title,
  lead: sheet.lead,
  ages: teachPage.ages,
});

/**
 * Two questions to a row: each screen wide enough for its smallest word to print at 8 pt, and under it
 * the options with a box to tick.
 */
export function drawSelfCheck(g: GuideDocument, sheet: TeachSheet, items: SelfCheckItem[], d: Drawings) {
  const text = teachPage.selfCheck;
  const section = openPart(g, opening(sheet));
  g.leaf(section, "P", () => g.write(`${text.nameLine} ____________________________`, { face: font.bold }));
  g.doc.moveDown(0.5);
  paragraph(g, section, text.prompt, { size: 12 });
  const gutter = 24;
  const columnWidth = (contentWidth - gutter) / 2;
  const optionStyle = { size: 11, lineGap: 1.5 };
  const questionList = g.group(section, "L");
  for (let start = 0; start < items.length; start += 2) {
    const row = items.slice(start, start + 2).map((item) => {
      const svg = questionDrawing(d, item.question, item.screenLabel);
      const width = Math.min(legibleWidth(svg), columnWidth);
      const height = width / aspectRatio(svg);
      const optionsHeight = item.options.reduce(
        (sum, option) =>
          sum + g.textHeight(option, optionStyle.size, font.body, columnWidth - 18, optionStyle.lineGap) + 8,
        0,
      );
      return { item, svg, width, height, optionsHeight };
    });
    const rowHeight = Math.max(...row.map((cell) => 24 + cell.height + 12 + cell.optionsHeight)) + 18;
    g.ensureSpace(rowHeight);
    const top = g.doc.y;
    row.forEach(({ item, svg, width, height }, column) => {
      const x = margin.left + column * (columnWidth + gutter);
      const entry = g.group(questionList, "LI");
      const body = g.group(entry, "LBody");
      g.leaf(body, "H2", () =>
        g.write(fillTemplate(text.questionHeading, { number: item.number, total: items.length }), {
          face: font.heading,
          size: 13,
          x,
          y: top,
          width: columnWidth,
        }),
      );
      figure(g, body, svg, item.screenLabel, { x, y: top + 24, width, height });
      const options = g.group(body, "L");
      let y = top + 24 + height + 12;
      for (const option of item.options) {
        g.artifact(() =>
          g.doc
            .roundedRect(x, y + 1, 11, 11, 1.5)
            .lineWidth(1)
            .strokeColor(g.ink.text)
            .stroke(),
        );
        const optionItem = g.group(options, "LI");
        g.leaf(optionItem, "LBody", () =>
          g.write(option, { ...optionStyle, x: x + 18, y, width: columnWidth - 18 }),
        );
        y = g.doc.y + 8;
      }
    });
    g.doc.y = top + rowHeight;
    g.doc.x = margin.left;
  }
}

export function drawAnswerKey(g: GuideDocument, sheet: TeachSheet, items: SelfCheckItem[]) {
  const text = teachPage.answerKey;
  const section = openPart(g, opening(sheet));
  for (const item of items) {
    const answer = fillTemplate(text.answerLine, { number: item.number, answer: item.answer.name });
    const entry = subheading(g, section, answer, { size: 13, keepWith: 40 });
    paragraph(g, entry, `${text.whyLabel} ${item.why}`, { size: 10.5 });
  }
}

export function drawWorksheet(g: GuideDocument, sheet: TeachSheet, view: WorksheetView) {
  const text = teachPage.worksheet;
  const section = openPart(g, opening(sheet));
  const app = subheading(g, section, text.appTitle, { size: 15 });
  for (const prompt of text.appPrompts) {
    g.leaf(app, "P", () => g.write(prompt, { face: font.bold, size: 11 }));
    writingLines(g, 1);
  }
  const questions = subheading(g, section, text.questionsTitle, { size: 15 });
  paragraph(g, questions, text.questionsLead, { size: 10.5 });
  for (const [index, question] of view.questions.entries()) {
    g.ensureSpace(70);
    g.leaf(questions, "P", () => g.write(`${index + 1}. ${question}`, { face: font.bold, size: 11 }));
    writingLines(g, 2);
  }
  const steps = subheading(g, section, text.stepsTitle, { size: 15 });
  for (const [index, step] of view.steps.entries()) {
    g.ensureSpace(g.textHeight(step.body, 10.5, font.body) + 110);
    const part = g.group(steps, "Sect");
    g.leaf(part, "H3", () => g.write(`${index + 1}. ${step.title}`, { face: font.heading, size: 13 }));
    g.doc.moveDown(0.2);
    g.leaf(part, "P", () => g.write(step.body, { size: 10.5 }));
    writingLines(g, 3);
  }
  const lookFor = subheading(g, section, text.lookForTitle, { size: 15 });
  list(g, lookFor, view.lookFor, "bullet", 10.5);
  const which = subheading(g, section, text.patternsTitle, { size: 15 });
  paragraph(g, which, text.patternsLead, { size: 10.5 });
  for (const family of view.families) {
    const group = subheading(g, which, family.name, { size: 13, keepWith: 60 });
    list(
      g,
      group,
      family.patterns.map((pattern) => `${pattern.name}: ${pattern.summary}`),
      "checkbox",
      10.5,
    );
  }
  if (g.doc.y + 130 > bottomLimit) g.newPage();
  const choice = subheading(g, section, text.choiceTitle, { size: 15 });
  paragraph(g, choice, text.choicePrompt, { size: 10.5 });
  writingLines(g, 4);
}

/**
 * The picture cards: two pages for the teacher, how to use them and then the key (a line per pattern with
 * its two cards, set by set in two columns), then one card to a page, its drawing as large as the page
 * allows and the same question on every card, so only the drawing tells a card's side. The key has a page
 * of its own because it lists the whole library, which grows: it no longer fitted under the advice.
 */
export function drawCards(g: GuideDocument, sheet: TeachSheet, cards: CardItem[], d: Drawings) {
  const text = teachPage.cards;
  const section = openPart(g, opening(sheet));
  const how = subheading(g, section, text.howTitle, { size: 15 });
  list(g, how, text.how, "number", 10.5);
  g.newPage();
  const key = subheading(g, section, text.keyTitle, { size: 15 });
  paragraph(g, key, text.keyLead, { size: 10.5 });
  const sets = cardKey(cards).map((set) => ({
    ...set,
    lines: set.rows.map((row) =>
      fillTemplate(text.keyLine, { name: row.name, harmful: row.harmful, humane: row.humane }),
    ),
  }));
  const gutter = 16;
  const columns = 2;
  const columnWidth = (contentWidth - gutter * (columns - 1)) / columns;
  const lineStyle = { size: 10, lineGap: 1.5 };
  const setHeight = (set: (typeof sets)[number]) =>
    g.textHeight(set.tag, 11, font.bold, columnWidth) +
    4 +
    set.lines.reduce(
      (sum, line) => sum + g.textHeight(line, lineStyle.size, font.body, columnWidth, lineStyle.lineGap) + 3,
      0,
    ) +
    12;
  // Whole sets, in order, into the first column until it holds about half of the key, the rest into the
  // second: a set is never split, so its lines stay under its heading.
  const total = sets.reduce((sum, set) => sum + setHeight(set), 0);
  let filled = 0;
  let column = 0;
  const columnOf = sets.map((set) => {
    if (column === 0 && filled > 0 && filled + setHeight(set) / 2 > total / 2) column = 1;
    filled += setHeight(set);
    return column;
  });
  const top = g.doc.y;
  let bottom = top;
  for (let current = 0; current < columns; current++) {
    const x = margin.left + current * (columnWidth + gutter);
    let y = top;
    sets.forEach((set, index) => {
      if (columnOf[index] !== current) return;
      const group = g.group(key, "Sect");
      g.leaf(group, "H3", () => g.write(set.tag, { face: font.bold, size: 11, x, y, width: columnWidth }));
      y = g.doc.y + 4;
      const lines: Struct = g.group(group, "L");
      for (const line of set.lines) {
        const item = g.group(lines, "LI");
        g.leaf(item, "LBody", () => g.write(line, { ...lineStyle, x, y, width: columnWidth }));
        y = g.doc.y + 3;
      }
      y += 12;
    });
    bottom = Math.max(bottom, y);
  }
  g.doc.x = margin.left;
  g.doc.y = bottom;

  const questionSize = 14;
  const questionWidth = contentWidth * 0.8;
  const questionHeight = g.textHeight(text.question, questionSize, font.bold, questionWidth, 3);
  const cardList = g.group(section, "L");
  for (const card of cards) {
    g.newPage();
    const item = g.group(g.group(cardList, "LI"), "LBody");
    g.leaf(item, "P", () =>
      g.write(card.tag.toUpperCase(), {
        face: font.bold,
        size: 9.5,
        fill: g.ink.primary,
        characterSpacing: 1,
        align: "center",
      }),
    );
    g.doc.moveDown(0.3);
    g.leaf(item, "H2", () =>
      g.write(fillTemplate(text.cardHeading, { number: card.number, total: cards.length }), {
        face: font.heading,
        size: 20,
        align: "center",
      }),
    );
    const svg = patternDrawing(d, card.slug, card.side, card.label);
    const drawingTop = g.doc.y + 14;
    // As large as the page allows below the heading and above the question, and never below 8 pt.
    const room = bottomLimit - drawingTop - questionHeight - 24;
    const width = Math.max(legibleWidth(svg), Math.min(contentWidth * 0.75, room * aspectRatio(svg)));
    const height = width / aspectRatio(svg);
    figure(g, item, svg, card.label, {
      x: margin.left + (contentWidth - width) / 2,
      y: drawingTop,
      width,
      height,
    });
    g.leaf(item, "P", () =>
      g.write(text.question, {
        face: font.bold,
        size: questionSize,
        x: margin.left + (contentWidth - questionWidth) / 2,
        y: drawingTop + height + 20,
        width: questionWidth,
        lineGap: 3,
        align: "center",
      }),
    );
    g.doc.x = margin.left;
  }
}
