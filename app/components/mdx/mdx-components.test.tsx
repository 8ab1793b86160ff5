import { render, screen, within } from "@testing-library/react";
import { Component, type ComponentType, type ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { MDXComponents } from "mdx/types";
import { mdxComponents } from "./mdx-components";

type MdxBody = ComponentType<{ components?: MDXComponents }>;
const fixtures = import.meta.glob<MdxBody>("./fixtures/*.fixture.mdx", { eager: true, import: "default" });
const articles = import.meta.glob<MdxBody>("../../content/blog/ai-neutrality.mdx", {
  eager: true,
  import: "default",
});
const Whitelist = fixtures["./fixtures/whitelist.fixture.mdx"]!;
const UnknownComponent = fixtures["./fixtures/unknown-component.fixture.mdx"]!;
const AiNeutrality = articles["../../content/blog/ai-neutrality.mdx"]!;

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
    expect(entry).toHaveTextContent("Doe, J. (2020). Is This a Title? Journal of Examples 1(2).");
    expect(
      within(entry).getByRole("link", { name: /doi\.org\/10\.1000\/example\s*\(opens in a new tab\)/ }),
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
});
