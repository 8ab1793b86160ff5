/**
 * The panel listing what the check found, in a shadow root so the page's styles neither reach it nor are
 * reached by it. A labelled region at the page's bottom right: focus moves to its heading when it opens,
 * Escape or its close button closes it (and undoes the marks), each finding links to its pattern page on
 * the site and can be scrolled to. Nothing is sent: the links open only if the visitor follows them.
 */
import type { ExtensionPanelText } from "#app/content/extension.ts";

export type PanelFinding = {
  number: number;
  /** The pattern's slug, for its page's address. */
  pattern: string;
  /** The library's name for it. */
  name: string;
  label: string;
  reason: string;
  strength: "clear" | "possible";
  /** What the finding is about on the page: the matched words, or the control's. */
  text: string;
};

export type PanelState = { findings: PanelFinding[]; watching: boolean };

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

const mark = `<svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="#0e5c5a"/><path d="M8 19c2.5-6 13.5-6 16 0" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/><path d="M11.5 15.5c1.8-3 7.2-3 9 0" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2.2" stroke-linecap="round"/><circle cx="16" cy="21.5" r="2.4" fill="#fff"/></svg>`;

const styles = `
:host { all: initial; }
* { box-sizing: border-box; }
section {
  position: fixed; right: 12px; bottom: 12px; z-index: 2147483647;
  width: min(400px, calc(100vw - 24px)); max-height: min(75vh, 640px); overflow: auto;
  background: #ffffff; color: #1b2528; border: 2px solid #0e5c5a; border-radius: 12px;
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.25);
  font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; text-align: left;
}
header { position: sticky; top: 0; display: flex; align-items: center; gap: 10px; padding: 10px 10px 10px 14px;
  background: #ffffff; border-bottom: 1px solid #d4dedd; }
h2 { flex: 1; margin: 0; font-size: 17px; font-weight: 700; }
h2:focus { outline: none; }
button { font: inherit; cursor: pointer; }
.close { display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px;
  border: 1px solid #b7c6c4; border-radius: 8px; background: #ffffff; color: #1b2528; font-size: 22px; line-height: 1; }
.body { padding: 12px 14px 14px; }
.summary { margin: 0 0 10px; font-weight: 700; }
.watching { margin: 0 0 10px; color: #3d4b4e; font-style: italic; }
.findings { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 12px; }
.findings > li { display: grid; grid-template-columns: auto 1fr; gap: 10px; padding-top: 12px; border-top: 1px solid #e2e9e8; }
.findings > li:first-child { border-top: 0; padding-top: 0; }
.number { display: inline-flex; align-items: center; justify-content: center; min-width: 26px; height: 26px; padding: 0 6px;
  border-radius: 999px; background: #7a1616; color: #ffffff; font-weight: 700; font-size: 13px; }
h3 { margin: 0; font-size: 15px; font-weight: 700; }
p { margin: 4px 0 0; }
.strength { display: inline-block; margin-top: 4px; padding: 0 6px; border: 1px solid #7a1616; border-radius: 4px;
  font-size: 13px; color: #7a1616; }
.strength.possible { border-style: dashed; }
.matched { color: #3d4b4e; }
q { font-style: italic; }
.actions { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 14px; margin-top: 6px; }
a { color: #0b4f4d; font-weight: 600; text-decoration: underline; text-underline-offset: 3px; }
a, .show { display: inline-flex; align-items: center; min-height: 32px; }
.show { padding: 0; border: 0; background: none; color: #0b4f4d; text-decoration: underline; text-underline-offset: 3px; }
a:focus-visible, button:focus-visible { outline: 2px solid #0e5c5a; outline-offset: 2px; border-radius: 4px; }
.none h3 { font-size: 16px; }
.none ul { margin: 8px 0 0; padding-left: 20px; list-style: disc; }
.none li + li { margin-top: 4px; }
.privacy { margin-top: 12px; padding-top: 10px; border-top: 1px solid #e2e9e8; color: #3d4b4e; font-size: 13px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@media (prefers-color-scheme: dark) {
  section, header { background: #142022; color: #e8efee; border-color: #6cc2bd; }
  header { border-bottom-color: #2c3d3f; }
  .close { background: #142022; color: #e8efee; border-color: #4a5e60; }
  .watching, .matched, .privacy { color: #b9c7c6; }
  .findings > li, .privacy { border-color: #2c3d3f; }
  a, .show { color: #8fd9d3; }
  .strength { color: #ffb4ab; border-color: #ffb4ab; }
  .number { background: #ffb4ab; color: #3a0905; }
}
`;

export type Panel = { render: (state: PanelState) => void; remove: () => void; host: HTMLElement };

export function openPanel(
  document: Document,
  options: {
    text: ExtensionPanelText;
    siteName: string;
    siteUrl: string;
    onClose: () => void;
    onShow: (number: number) => void;
  },
): Panel {
  const { text, siteName, siteUrl } = options;
  const host = document.createElement("attune-check-panel");
  host.setAttribute("style", "all: initial !important; position: static !important;");
  const root = host.attachShadow({ mode: "open" });
  const make = <K extends keyof HTMLElementTagNameMap>(
    tag: K,
    attributes: Record<string, string> = {},
    content?: string,
  ) => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (content !== undefined) element.textContent = content;
    return element;
  };

  const style = make("style", {}, styles);
  const section = make("section", { "aria-labelledby": "attune-title" });
  const header = make("header");
  header.insertAdjacentHTML("afterbegin", mark);
  const title = make("h2", { id: "attune-title", tabindex: "-1" }, fill(text.title, { name: siteName }));
  const close = make("button", { type: "button", class: "close", "aria-label": text.close }, "×");
  header.append(title, close);
  const body = make("div", { class: "body" });
  const status = make("div", { role: "status" });
  const list = make("div");
  const privacy = make("p", { class: "privacy" }, text.privacy);
  body.append(status, list, privacy);
  section.append(header, body);
  root.append(style, section);

  close.addEventListener("click", () => options.onClose());
  section.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      options.onClose();
    }
  });

  const render = ({ findings, watching }: PanelState) => {
    status.replaceChildren();
    list.replaceChildren();
    if (findings.length > 0) {
      const count = findings.length;
      status.append(
        make("p", { class: "summary" }, count === 1 ? text.summary.one : fill(text.summary.other, { count })),
      );
    }
    if (watching) status.append(make("p", { class: "watching" }, text.watching));
    if (findings.length === 0) {
      if (watching) return;
      const none = make("div", { class: "none" });
      const cannotSee = make("ul");
      for (const item of text.cannotSee) cannotSee.append(make("li", {}, item));
      none.append(make("h3", {}, text.none.title), make("p", {}, text.none.body), cannotSee);
      status.append(none);
      return;
    }
    const items = make("ol", { class: "findings" });
    for (const finding of findings) {
      const item = make("li", { "data-attune-finding": String(finding.number) });
      const number = make("span", { class: "number" }, String(finding.number));
      const detail = make("div");
      const link = make("a", {
        href: `${siteUrl}/patterns/${finding.pattern}`,
        target: "_blank",
        rel: "noopener noreferrer",
      });
      link.append(
        fill(text.learnMore, { pattern: finding.name }),
        make("span", { class: "visually-hidden" }, ` ${text.newTab}`),
      );
      const show = make("button", { type: "button", class: "show" }, text.show);
      show.addEventListener("click", () => options.onShow(finding.number));
      const matched = make("p", { class: "matched" }, `${text.matched} `);
      matched.append(make("q", {}, finding.text));
      const actions = make("p", { class: "actions" });
      actions.append(link, show);
      detail.append(
        make("h3", {}, finding.label),
        make("span", { class: `strength ${finding.strength}` }, text.strength[finding.strength]),
        make("p", {}, finding.reason),
        matched,
        actions,
      );
      item.append(number, detail);
      items.append(item);
    }
    list.append(items);
  };

  document.documentElement.append(host);
  title.focus({ preventScroll: true });
  return { render, remove: () => host.remove(), host };
}
