import { describe, expect, it } from "vitest";
import { getAllPosts } from "#app/content/blog/posts.server.ts";
import { countWords, proseOf, readTime } from "#app/lib/reading-time.ts";
import { postReadTime, renderPostBody } from "./render-post-body.server.tsx";

describe("postReadTime", () => {
  it("computes each article's read time from its rendered prose at the stated rate", () => {
    for (const post of getAllPosts()) {
      expect(postReadTime(post.slug), post.slug).toBe(
        readTime(countWords(proseOf(renderPostBody(post.slug)))),
      );
    }
    // The figures come from the text, not from a constant: the long parts read longer than the short pieces.
    const minutes = (slug: string) => Number.parseInt(postReadTime(slug), 10);
    expect(minutes("nudging-experience-part2")).toBeGreaterThan(minutes("digital-services-act") * 2);
    expect(minutes("digital-services-act")).toBeGreaterThanOrEqual(2);
  });
});
