import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/site.config.ts";
import { pageMeta } from "./seo.ts";

const tag = (meta: ReturnType<typeof pageMeta>, key: string) =>
  meta.find((entry) => (entry as Record<string, string>).property === key) as { content: string } | undefined;

describe("pageMeta", () => {
  it("takes the page's path from its location, the same whether pre-rendered at /path/ or hydrated at /path", () => {
    for (const pathname of ["/tools", "/tools/"]) {
      const meta = pageMeta({ title: "Tools", description: "About tools.", location: { pathname } });
      expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${siteConfig.url}/tools` });
      expect(tag(meta, "og:url")?.content).toBe(`${siteConfig.url}/tools`);
      expect(tag(meta, "og:image")?.content).toBe(`${siteConfig.url}/cards/tools.png`);
    }
  });

  it("keeps the home page's slash and card", () => {
    const meta = pageMeta({ title: "Home", description: "Home.", location: { pathname: "/" }, isHome: true });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${siteConfig.url}/` });
    expect(tag(meta, "og:image")?.content).toBe(`${siteConfig.url}/cards/home.png`);
  });
});
