/**
 * A lesson of the teaching pack as a PDF, in the order of its page (/teach/lesson-n): timing, goals,
 * a word before teaching, the starter with its screen, the patterns with both drawings side by side,
 * the group activity, discussion questions, the exit question and the family's other patterns.
 */
import { teachPage } from "#app/content/pages/teach.ts";
import type { LessonView } from "#app/data/teach-pack.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { contentWidth, font, type GuideDocument, margin } from "../pdf/document.ts";
import { callout, figure, linkText, list, paragraph, subheading } from "../pdf/layout.ts";
import { aspectRatio, legibleWidth } from "../pdf/print-svg.ts";
import { type Drawings, openPart, patternDrawing, questionDrawing, writingLines } from "./teach-blocks.ts";

const text = teachPage.lesson;

export function drawLesson(g: GuideDocument, view: LessonView, d: Drawings) {
  const { lesson, timing } = view;
  const minutes = (value: number) => fillTemplate(teachPage.minutesLabel, { minutes: value });
  const partTitle = (index: number) =>
    `${timing[index]?.part ?? ""} (${minutes(timing[index]?.minutes ?? 0)})`;
  const section = openPart(g, {
    eyebrow: `${teachPage.hero.title} · ${fillTemplate(teachPage.lessonLabel, { number: view.number })} · ${view.familyName}`,
    title: lesson.title,
    lead: lesson.summary,
    ages: teachPage.ages,
  });

  const timingSection = subheading(g, section, text.timingTitle, { size: 15 });
  list(
    g,
    timingSection,
    timing.map((row) => `${row.part}: ${minutes(row.minutes)}`),
    "bullet",
    10.5,
  );
  const goals = subheading(g, section, text.goalsTitle, { size: 15 });
  list(g, goals, lesson.goals, "bullet", 10.5);
  if (lesson.teacherNote) callout(g, section, text.teacherNoteTitle, lesson.teacherNote);

  // The starter: the prompt beside the self-check screen it shows.
  const starterSvg = questionDrawing(d, view.starter.question, view.starter.screenLabel);
  const screenWidth = legibleWidth(starterSvg);
  const screenHeight = screenWidth / aspectRatio(starterSvg);
  g.ensureSpace(screenHeight + 36);
  const starter = subheading(g, section, partTitle(0), { size: 15, keepWith: screenHeight });
  const top = g.doc.y;
  const textWidth = contentWidth - screenWidth - 20;
  g.leaf(starter, "P", () => g.write(lesson.starter.prompt, { size: 11, width: textWidth }));
  figure(g, starter, starterSvg, view.starter.screenLabel, {
    x: margin.left + contentWidth - screenWidth,
    y: top,
    width: screenWidth,
    height: screenHeight,
  });
  g.doc.y = Math.max(g.doc.y, top + screenHeight) + 14;

  // The patterns, one row each: name, definition, the two drawings, the address of its page.
  const shown = subheading(g, section, partTitle(1), { size: 15 });
  paragraph(g, shown, text.patternsLead, { size: 10.5 });
  for (const pattern of view.patterns) {
    const harmful = patternDrawing(d, pattern.slug, "harmful", pattern.harmful.label);
    const humane = patternDrawing(d, pattern.slug, "humane", pattern.humane.label);
    // Side by side, each wide enough for its smallest word to print at 8 pt.
    const drawingWidth = Math.max(legibleWidth(harmful), legibleWidth(humane));
    const drawingGap = Math.min(40, contentWidth - 2 * drawingWidth);
    const drawingHeight = drawingWidth / aspectRatio(harmful);
    const definitionHeight = g.textHeight(pattern.definition, 10.5, font.body);
    g.ensureSpace(24 + definitionHeight + drawingHeight + 50);
    const item = g.group(shown, "Sect");
    g.leaf(item, "H3", () => g.write(pattern.name, { face: font.heading, size: 14 }));
    g.doc.moveDown(0.2);
    g.leaf(item, "P", () => g.write(pattern.definition, { size: 10.5 }));
    g.doc.moveDown(0.4);
    const labelTop = g.doc.y;
    const drawingsTop = labelTop + 16;
    [
      { svg: harmful, alt: pattern.harmful.label, title: text.harmfulTitle, ink: g.ink.destructive },
      { svg: humane, alt: pattern.humane.label, title: text.humaneTitle, ink: g.ink.primary },
    ].forEach((drawing, index) => {
      const x = margin.left + index * (drawingWidth + drawingGap);
      g.artifact(() => g.doc.circle(x + 4, labelTop + 6, 4).fill(drawing.ink));
      g.leaf(item, "P", () =>
        g.write(drawing.title, { face: font.bold, size: 10, x: x + 14, y: labelTop, width: drawingWidth }),
      );
      figure(g, item, drawing.svg, drawing.alt, {
        x,
        y: drawingsTop,
        width: drawingWidth,
        height: drawingHeight,
      });
    });
    g.doc.y = drawingsTop + drawingHeight + 6;
    const url = absoluteUrl(`/patterns/${pattern.slug}`);
    linkText(g, item, `${fillTemplate(text.patternLink, { name: pattern.name })}: ${url}`, url, {
      size: 10,
      fill: g.ink.primary,
    });
    g.doc.moveDown(1);
  }

  g.ensureSpace(220);
  const activity = subheading(g, section, `${partTitle(2)}: ${lesson.activity.title}`, { size: 15 });
  paragraph(g, activity, `${text.groupsTitle}: ${lesson.activity.groups}`, { size: 11 });
  list(g, activity, lesson.activity.steps, "number", 11);
  const discussion = subheading(g, section, partTitle(3), { size: 15 });
  // Each question, then the teacher's note on what to listen for: the PDF is the teacher's copy.
  const questions = g.group(discussion, "L");
  for (const { question, listenFor } of lesson.discussion) {
    const note = `${text.listenForLabel} ${listenFor}`;
    g.ensureSpace(g.textHeight(question, 11, font.bold) + g.textHeight(note, 10, font.body) + 12);
    const item = g.group(questions, "LI");
    g.leaf(item, "LBody", () => g.write(question, { face: font.bold, size: 11 }));
    g.doc.moveDown(0.15);
    g.leaf(item, "P", () => g.write(note, { size: 10, fill: g.ink.muted }));
    g.doc.moveDown(0.6);
  }
  const exit = subheading(g, section, partTitle(4), { size: 15 });
  paragraph(g, exit, lesson.exit, { size: 12, face: font.bold });
  writingLines(g, 3);
  if (view.more.length > 0) {
    const more = subheading(g, section, text.moreTitle, { size: 12, keepWith: 30 });
    paragraph(g, more, view.more.map((pattern) => pattern.name).join(" · "), { size: 10.5 });
  }
}
