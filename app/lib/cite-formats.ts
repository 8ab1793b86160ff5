/**
 * "Cite this": one page of the site as an APA 7 reference, a BibTeX entry and an RIS record, and the
 * Highwire Press meta tags that Google Scholar, Zotero and Mendeley read from the page itself. Pure
 * functions of the page's facts, so the page, the .bib/.ris files and the meta tags can never disagree.
 */

export type CitationAuthor = { type: "Organization" | "Person"; name: string };

export type CitationSource = {
  /** An article of the blog (RIS BLOG), or a page of the site such as a pattern (RIS ELEC, a web page). */
  kind: "blog-post" | "web-page";
  /** The page's slug, the stem of the BibTeX key. */
  slug: string;
  /** The site's slug ("attune"), the start of the BibTeX key. */
  siteSlug: string;
  title: string;
  author: CitationAuthor;
  /** Publication date, YYYY-MM-DD. A citation names the first publication, so it never changes. */
  published: string;
  /** Where the page appears: the blog's or the library's name ("Attune blog"). */
  container: string;
  /** Who publishes the site ("Attune"). */
  publisher: string;
  /** The canonical, absolute URL of the page. */
  url: string;
};

export type CitationFormats = { apa: string; bibtex: string; ris: string };

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function dateParts(isoDate: string): { year: string; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Expected a YYYY-MM-DD date, got "${isoDate}"`);
  return { year: match[1]!, month: Number(match[2]), day: Number(match[3]) };
}

/**
 * A person's name split into given names and family name. A name already written "Family, Given" is
 * taken as it is; otherwise the last word is the family name ("Jane Q. Doe" → Doe; a family name of
 * several words must be configured as "van der Berg, Anna").
 */
export function personName(name: string): { family: string; given: string } {
  const trimmed = name.trim().replace(/\s+/g, " ");
  const comma = trimmed.indexOf(",");
  if (comma !== -1) return { family: trimmed.slice(0, comma).trim(), given: trimmed.slice(comma + 1).trim() };
  const words = trimmed.split(" ");
  const family = words.pop()!;
  return { family, given: words.join(" ") };
}

/** A person as "Family, Given" (how BibTeX, RIS and Google Scholar read names best); a group as it is. */
function invertedName(author: CitationAuthor): string {
  if (author.type === "Organization") return author.name;
  const { family, given } = personName(author.name);
  return given ? `${family}, ${given}` : family;
}

/** APA initials: "Jane Quinn" → "J. Q.", "Jean-Paul" → "J.-P.". */
function initials(given: string): string {
  return given
    .split(" ")
    .filter(Boolean)
    .map((word) =>
      word
        .split("-")
        .map((part) => `${part.charAt(0).toUpperCase()}.`)
        .join("-"),
    )
    .join(" ");
}

function apaAuthor(author: CitationAuthor): string {
  if (author.type === "Organization") return author.name;
  const { family, given } = personName(author.name);
  return given ? `${family}, ${initials(given)}` : family;
}

/** A full stop, unless the text already ends in punctuation ("Who decides?"). */
function stop(text: string): string {
  return /[.?!]$/.test(text) ? text : `${text}.`;
}

/**
 * APA 7: "Author. (2025, April 12). Title. Container. URL". A group author is written out in full;
 * a person as "Family, I. I.". Plain text: the italics APA asks for are lost in a copied string anyway.
 */
export function apaCitation(source: CitationSource): string {
  const { year, month, day } = dateParts(source.published);
  return [
    stop(apaAuthor(source.author)),
    `(${year}, ${months[month - 1]} ${day}).`,
    stop(source.title),
    stop(source.container),
    source.url,
  ].join(" ");
}

/**
 * The entry's key: the site, the year and the slug ("attune2025-digital-services-act"). It depends only
 * on the page, so a reference manager sees the same key on every download.
 */
export function citationKey(source: CitationSource): string {
  const { year } = dateParts(source.published);
  return `${source.siteSlug}${year}-${source.slug}`.replace(/[^A-Za-z0-9_:-]/g, "");
}

const bibtexSpecials: Record<string, string> = {
  "\\": "\\textbackslash{}",
  "{": "\\{",
  "}": "\\}",
  "%": "\\%",
  "&": "\\&",
  _: "\\_",
  "#": "\\#",
  $: "\\$",
  "~": "\\textasciitilde{}",
  "^": "\\textasciicircum{}",
};

/** Text for a BibTeX field: LaTeX's special characters escaped in one pass, line breaks as spaces. */
export function escapeBibtex(text: string): string {
  return text.replace(/\s+/g, " ").replace(/[\\{}%&_#$~^]/g, (char) => bibtexSpecials[char]!);
}

const bibtexMonths = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * A `@misc` entry, the type every BibTeX style and biblatex know (`@online` is biblatex only). The
 * title is braced twice so styles that lower-case titles keep "AI" and names as written; a group
 * author is braced twice so BibTeX does not read "Attune research team" as a person surnamed "team".
 * The URL is a verbatim field and is not escaped (site URLs are checked https URLs).
 */
export function bibtexCitation(source: CitationSource): string {
  const { year, month } = dateParts(source.published);
  const author = escapeBibtex(invertedName(source.author));
  const fields: [string, string][] = [
    ["author", source.author.type === "Person" ? `{${author}}` : `{{${author}}}`],
    ["title", `{{${escapeBibtex(source.title)}}}`],
    ["howpublished", `{${escapeBibtex(source.container)}}`],
    ["publisher", `{${escapeBibtex(source.publisher)}}`],
    ["year", `{${year}}`],
    ["month", bibtexMonths[month - 1]!],
    ["url", `{${source.url}}`],
  ];
  const width = Math.max(...fields.map(([name]) => name.length));
  const lines = fields.map(([name, value]) => `  ${name.padEnd(width)} = ${value},`);
  return [`@misc{${citationKey(source)},`, ...lines, "}"].join("\n");
}

/** One RIS line ("TI  - value"): the value on one line, as the format requires. */
function risLine(tag: string, value: string): string {
  return `${tag}  - ${value.replace(/\s+/g, " ").trim()}`;
}

/**
 * An RIS record: TY BLOG for an article, ELEC (web page) otherwise; AU "Family, Given" for a person and
 * the full name for a group. Lines end in "\n"; the downloadable file uses CRLF (`toCrlf`).
 */
export function risCitation(source: CitationSource): string {
  const { year, month, day } = dateParts(source.published);
  const date = `${year}/${String(month).padStart(2, "0")}/${String(day).padStart(2, "0")}/`;
  return [
    risLine("TY", source.kind === "blog-post" ? "BLOG" : "ELEC"),
    risLine("AU", invertedName(source.author)),
    risLine("TI", source.title),
    risLine("T2", source.container),
    risLine("PB", source.publisher),
    risLine("PY", year),
    risLine("DA", date),
    risLine("UR", source.url),
    risLine("LA", "en"),
    "ER  - ",
  ].join("\n");
}

/** RIS files are specified with CRLF line ends; some older importers insist on them. */
export function toCrlf(text: string): string {
  return `${text.replace(/\r?\n/g, "\r\n")}\r\n`;
}

export function citationFormats(source: CitationSource): CitationFormats {
  return { apa: apaCitation(source), bibtex: bibtexCitation(source), ris: risCitation(source) };
}

/** Google Scholar asks for dates as YYYY/MM/DD. */
export function highwireDate(isoDate: string): string {
  return isoDate.replaceAll("-", "/");
}

/**
 * Highwire Press tags (Google Scholar's inclusion guidelines; also read by Zotero and Mendeley). A person
 * is written "Family, Given", which Scholar parses reliably; a group by its full name.
 */
export function highwireTags(source: CitationSource): { name: string; content: string }[] {
  dateParts(source.published);
  return [
    { name: "citation_title", content: source.title },
    { name: "citation_author", content: invertedName(source.author) },
    { name: "citation_publication_date", content: highwireDate(source.published) },
    { name: "citation_publisher", content: source.publisher },
    { name: "citation_public_url", content: source.url },
    { name: "citation_language", content: "en" },
  ];
}

/** The .bib and .ris files of a page, pre-rendered beside it: /blog/slug → /blog/slug.bib. */
export function citationFiles(pagePath: string): { bib: string; ris: string } {
  return { bib: `${pagePath}.bib`, ris: `${pagePath}.ris` };
}

/**
 * Everything a page's "Cite this" and its head need, made at build so the formatters ship no code to the
 * browser: the formats, the .bib/.ris files beside the page, and the Highwire tags.
 */
export function pageCitation(source: CitationSource, pagePath: string) {
  return {
    url: source.url,
    ...citationFormats(source),
    files: citationFiles(pagePath),
    tags: highwireTags(source),
  };
}
