import { render, screen, within } from "@testing-library/react";
import { Component, type ComponentType, type ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { MDXComponents } from "mdx/types";
import { references } from "#app/content/references.ts";
import { pickReferences } from "#app/lib/references.ts";
import { mdxComponents } from "./mdx-components.tsx";

type MdxBody = ComponentType<{ components?: MDXComponents }>;
type MdxModule = { default: MdxBody; citations: string[] };
const modules = import.meta.glob<MdxModule>("./fixtures/*.fixture.mdx", { eager: true });
const fixtures = Object.fromEntries(Object.entries(modules).map(([path, module]) => [path, module.default]));
const articles = import.meta.glob<MdxBody>("../../content/blog/ai-neutrality.mdx", {
  eager: true,
  import: "default",
});
const Whitelist = fixtures["./fixtures/whitelist.fixture.mdx"]!;
const UnknownComponent = fixtures["./fixtures/unknown-component.fixture.mdx"]!;
const Citations = modules["./fixtures/citations.fixture.mdx"]!;
const UnknownReference = modules["./fixtures/unknown-reference.fixture.mdx"]!;
const AiNeutrality = articles["../../content/blog/ai-neutrality.mdx"]!;
/** The article's h2s as its MDX module exports them (scripts/pipeline/vite/remark-headings.ts). */
const aiNeutralityHeadings = import.meta.glob<{ id: string; text: string }[]>(
  "../../content/blog/ai-neutrality.mdx",
  { eager: true, import: "headings" },
)["../../content/blog/ai-neutrality.mdx"]!;

/** Shows the message of a render error, so a test can assert on it. */
class ShowError extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}

/** The MDX component map is the whitelist of what an article may render, and how links behave in it. */

function renderInRouter(element: ReactNode) {
  const Stub = createRoutesStub([{ path: "/blog/test", Component: () => element }]);
  return render(<Stub initialEntries={["/blog/test"]} />);
}

describe("mdxComponents", () => {
  it("opens external Markdown links in a new tab without an opener, and says so", () => {
    renderInRouter(<Whitelist components={mdxComponents} />);
    const link = screen.getByRole("link", { name: /^original study\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute("href", "https://example.org/study");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("keeps internal and in-page links in the same tab", () => {
    renderInRouter(<Whitelist components={mdxComponents} />);
    const internal = screen.getByRole("link", { name: "glossary" });
    expect(internal).toHaveAttribute("href", "/glossary");
    expect(internal).not.toHaveAttribute("target");
    const inPage = screen.getByRole("link", { name: "notes" });
    expect(inPage).toHaveAttribute("href", "#notes");
    expect(inPage).not.toHaveAttribute("target");
  });

  it("links a citation to its numbered reference, and ends titles with one punctuation mark", () => {
    renderInRouter(<Whitelist components={mdxComponents} />);
    expect(screen.getByRole("link", { name: "Reference 1" })).toHaveAttribute("href", "#ref-1");
    const entry = screen.getByRole("listitem");
    expect(entry).toHaveAttribute("id", "ref-1");
    expect(entry).toHaveTextContent(
      "Johnson, E. J., & Goldstein, D. (2003). Do Defaults Save Lives? Science 302(5649), 1338–1339.",
    );
    expect(
      within(entry).getByRole("link", {
        name: /doi\.org\/10\.1126\/science\.1091721\s*\(opens in a new tab\)/,
      }),
    ).toHaveAttribute("target", "_blank");
  });

  it("renders callouts as labelled asides", () => {
    renderInRouter(<Whitelist components={mdxComponents} />);
    expect(screen.getByRole("complementary", { name: "Worth knowing" })).toHaveTextContent(
      "Callouts hold prose.",
    );
  });

  it("refuses to render a component that is not on the whitelist", () => {
    // React reports the caught render error on the console too; that is the expected outcome here.
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ShowError>
        <UnknownComponent components={mdxComponents} />
      </ShowError>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(/Marquee/);
    expect(screen.queryByText("Look at me")).not.toBeInTheDocument();
  });
});

describe("citations by registry key", () => {
  it("numbers sources in order of first citation, and a repeated citation keeps its number", () => {
    const { container } = renderInRouter(<Citations.default components={mdxComponents} />);
    const cited = screen.getAllByRole("link", { name: /^Reference \d+$/ });
    expect(cited.map((link) => link.textContent)).toEqual(["[1]", "[2]", "[1]", "[3]", "[2]", "[4]"]);
    expect(cited.map((link) => link.getAttribute("href"))).toEqual([
      "#ref-1",
      "#ref-2",
      "#ref-1",
      "#ref-3",
      "#ref-2",
      "#ref-4",
    ]);
    expect(Citations.citations).toEqual(["thaler-2018", "mathur-2019", "susser-2019", "gray-2018"]);
    // The list stays where the article puts it, each source once, with the registry's text.
    const items = [...container.querySelectorAll("ol > li")];
    expect(items.map((item) => item.id)).toEqual(["ref-1", "ref-2", "ref-3", "ref-4"]);
    expect(items.map((item) => item.querySelector("cite")?.textContent)).toEqual(
      Citations.citations.map((id) => references.find((reference) => reference.id === id)!.title),
    );
    // The heading before it sits in its anchor-link wrapper (AnchoredHeading).
    expect(container.querySelector(".anchored-heading:has(> h2) + ol")).toBe(items[0]!.parentElement);
  });

  it("fails on a key that is not in the registry, naming the article and the key", () => {
    expect(UnknownReference.citations).toEqual(["nobody-2099"]);
    // The content index runs this check on every article when the build imports it.
    expect(() =>
      pickReferences(references, UnknownReference.citations, "content/blog/unknown-reference.mdx"),
    ).toThrow('Invalid content in content/blog/unknown-reference.mdx: unknown reference id "nobody-2099"');
    // Rendering the article fails the same way.
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ShowError>
        <UnknownReference.default components={mdxComponents} />
      </ShowError>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      'Invalid content in app/components/mdx/fixtures/unknown-reference.fixture.mdx: unknown reference id "nobody-2099"',
    );
  });
});

describe("an article rendered with the whitelist", () => {
  it("links each citation to an existing numbered reference", () => {
    const { container } = renderInRouter(<AiNeutrality components={mdxComponents} />);
    const citations = screen.getAllByRole("link", { name: /^Reference \d+$/ });
    expect(citations.length).toBeGreaterThan(5);
    for (const citation of citations) {
      const target = citation.getAttribute("href")!;
      expect(target).toMatch(/^#ref-\d+$/);
      expect(container.querySelector(target)?.tagName).toBe("LI");
    }
  });

  it("opens every reference link in a new tab without an opener", () => {
    renderInRouter(<AiNeutrality components={mdxComponents} />);
    const external = screen.getAllByRole("link", { name: /\(opens in a new tab\)$/ });
    expect(external.length).toBeGreaterThanOrEqual(5);
    for (const link of external) {
      expect(link.getAttribute("href")).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("renders the comparison table with a caption, column headers and row headers", () => {
    renderInRouter(<AiNeutrality components={mdxComponents} />);
    const table = screen.getByRole("table", { name: /Three kinds of influence/ });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Kind of influence", "How it works", "Everyday example"]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Persuasion", "Manipulation", "Coercion"]);
    // The scroll box is a focusable, named region so keyboard users can scroll it.
    expect(screen.getByRole("region", { name: /Three kinds of influence/ })).toHaveAttribute("tabindex", "0");
  });

  it("follows each h2 and h3 with a link to it, and keeps the heading's name its text", () => {
    renderInRouter(<AiNeutrality components={mdxComponents} />);
    // A heading with quotation marks in it: the name keeps them as written.
    const neutral = aiNeutralityHeadings.find(({ id }) => id === "what-would-neutral-even-mean")!;
    expect(neutral.text).toContain('"neutral"');
    const heading = screen.getByRole("heading", { level: 2, name: neutral.text });
    expect(heading).toHaveAttribute("id", "what-would-neutral-even-mean");
    const link = screen.getByRole("link", { name: `Link to section: ${neutral.text}` });
    expect(link).toHaveAttribute("href", "#what-would-neutral-even-mean");
    expect(link).toHaveClass("heading-anchor");
    expect(heading.nextElementSibling).toBe(link);
    const h3 = screen.getByRole("heading", { level: 3, name: "Clicks" });
    expect(screen.getByRole("link", { name: "Link to section: Clicks" })).toHaveAttribute(
      "href",
      `#${h3.id}`,
    );
  });
});
