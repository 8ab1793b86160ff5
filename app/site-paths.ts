import { joinPath } from "./site.config";

/** Every page path except blog articles (those come from the content index). Checked against the route table by a test. */
export const pagePaths = [
  "/",
  "/understanding",
  "/what-is-digital-influence",
  "/why-it-matters",
  "/tools",
  "/cases",
  "/enforcement",
  "/glossary",
  "/patterns",
  "/spot-the-pattern",
  "/dashboard",
  "/blog",
  "/about",
  "/our-mission",
  "/our-approach",
  "/the-team",
  "/partnerships",
  "/contact",
  "/transparency",
  "/search",
  joinPath,
] as const;
