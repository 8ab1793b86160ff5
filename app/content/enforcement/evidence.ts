/**
 * Does a source's passage state a record's fact? The record keeps short verbatim passages of its sources
 * (issue 33), and the schema checks that each date, amount and stage it gives is written in one of them, in
 * any of the ways the authorities write it: "September 2, 2020", "2 September 2020", "2 septembre 2020",
 * "$10 million", "10.000.000 euro", "150 millions d'euros". Matching is on the words, so a passage
 * that states a different figure fails.
 */

const monthNames: string[][] = [
  ["january", "jan", "janvier", "gennaio", "januari", "januar", "enero", "stycznia", "jänner"],
  ["february", "feb", "février", "fevrier", "febbraio", "februari", "februar", "febrero", "lutego"],
  ["march", "mar", "mars", "marzo", "maart", "märz", "marca"],
  ["april", "apr", "avril", "aprile", "abril", "kwietnia"],
  ["may", "mai", "maggio", "mei", "mayo", "maja"],
  ["june", "jun", "juin", "giugno", "juni", "junio", "czerwca"],
  ["july", "jul", "juillet", "luglio", "juli", "julio", "lipca"],
  ["august", "aug", "août", "aout", "agosto", "augustus", "sierpnia"],
  ["september", "sept", "sep", "septembre", "settembre", "septiembre", "września"],
  ["october", "oct", "octobre", "ottobre", "oktober", "octubre", "października"],
  ["november", "nov", "novembre", "noviembre", "listopada"],
  ["december", "dec", "décembre", "decembre", "dicembre", "dezember", "diciembre", "grudnia"],
];

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u00a0\u202f\u2009]/g, " ")
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\s+/g, " ");
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A date ("2020-09-02", or "2024-11" when only the month is known) stated in the passage: the ISO form,
 * day-month-year or month-day-year with the month in words (English, French, Italian, Dutch, German,
 * Spanish or Polish), or day/month/year in figures. A month-only date needs the month and year.
 */
export function dateInText(date: string, passage: string): boolean {
  const text = normalise(passage);
  const [year, month, day] = date.split("-");
  if (!year || !month) return false;
  const names = monthNames[Number(month) - 1];
  if (!names) return false;
  const monthWords = `(?:${names.map(escape).join("|")})\\.?`;
  if (day === undefined) {
    return new RegExp(`\\b${monthWords},? ${year}\\b|\\b${year}-${month}\\b`).test(text);
  }
  const d = String(Number(day));
  const dd = day;
  const dayWords = `(?:${d}|${dd})(?:st|nd|rd|th|er|º|°)?`;
  const patterns = [
    `\\b${year}-${month}-${dd}\\b`,
    `\\b${dayWords}\\.? (?:of |de |di )?${monthWords},? (?:de )?${year}\\b`,
    `\\b${monthWords} ${dayWords},? ${year}\\b`,
    // Day, month and year in figures, as European authorities write them: 2.9.2020, 02/09/2020, 02-09-2020.
    `\\b(?:${d}|${dd})(?<sep>[./-])(?:${Number(month)}|${month})\\k<sep>${year}\\b`,
    // Japanese, Chinese and Korean dates: 2024年8月9日, 2024년 8월 9일.
    `${year}\\s?[年년]\\s?${Number(month)}\\s?[月월]\\s?${d}\\s?[日일]`,
  ];
  return patterns.some((pattern) => new RegExp(pattern, "u").test(text));
}

const scaleWords: [number, string][] = [
  [1_000_000_000, "(?:billion|bn|milliards?|miliardi|miliardo|mil millones|mld)"],
  [1_000_000, "(?:million|millions|m|mn|millions d'euros|milioni|milione|miljoen|millionen|millones|mln)"],
];

/**
 * An amount stated in the passage: every digit with any thousands separator ("10,000,000", "10.000.000",
 * "10 000 000"), or scaled ("$10 million", "€1.2 billion", "150 millions", "4,5 milioni", "$2.5m",
 * "$4-million").
 */
export function amountInText(amount: number, passage: string): boolean {
  const text = normalise(passage);
  const digits = String(amount);
  // Thousands groups with one separator throughout, or none.
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, "\u0000");
  const full = ["", ",", ".", " ", "'"].map((separator) => escape(grouped.split("\u0000").join(separator)));
  if (new RegExp(`(?<![\\d.,])(?:${full.join("|")})(?![\\d]|[.,]\\d)`).test(text)) return true;
  for (const [scale, words] of scaleWords) {
    if (amount < scale || (amount * 1000) % scale !== 0) continue;
    const value = amount / scale;
    const forms = [String(value), String(value).replace(".", ",")];
    // "$4 million", "$4m", and the Canadian press's hyphenated "$4-million".
    const pattern = `(?<![\\d.,])(?:${forms.map(escape).join("|")})[ -]?${words}\\b`;
    if (new RegExp(pattern).test(text)) return true;
  }
  return false;
}

/** Words that name each stage of a case, in the languages the authorities publish in. */
export const stageWords: Record<string, RegExp> = {
  notice: /\b(notif|notice|urge[sd]?|charges|common position|warn|statement of objections|zarzut)/,
  "complaint-filed":
    /\b(complaint|lawsuit|sued|sues|suing|filed|files|brought|action against|proceedings|plainte|assign|citación|demanda)/,
  "preliminary-findings": /\bpreliminar|\bstatement of objections|\bvoorlopig/,
  decision:
    /\b(decision|decided|fine[ds]?|fining|sanction|penalt|imposed|infringement|amende|ammenda|sanzion|multa|boete|ordered|orders|decyzj|kar[aęy](?![a-ząćęłńóśźż])|nałoż)/,
  settlement:
    /\b(settle|settlement|agree|agreed|agreement|consent (order|decree|agreement)|stipulated|order|to pay|will pay|pay|undertaking|commitment|commits|assurance)/,
  commitments: /\b(commit|undertak|engag|impegn|toezegging|zobowiąz|tilsagn|verpflichtung)/,
  "court-ruling": /\b(court|judge|ruling|ruled|judgment|judgement|vacat|held|tribunal|orders?)\b/,
  appeal: /\b(appeal|appealed|appello|recours|beroep)/,
};

export function stageInText(stage: string, passage: string): boolean {
  const words = stageWords[stage];
  return words ? words.test(normalise(passage)) : false;
}

const weekdayNames: string[][] = [
  ["sunday", "dimanche", "domenica", "sonntag", "domingo", "zondag", "niedziel"],
  ["monday", "lundi", "lunedì", "lunedi", "montag", "lunes", "maandag", "poniedział"],
  ["tuesday", "mardi", "martedì", "martedi", "dienstag", "martes", "dinsdag", "wtor"],
  [
    "wednesday",
    "mercredi",
    "mercoledì",
    "mercoledi",
    "mittwoch",
    "miércoles",
    "miercoles",
    "woensdag",
    "środ",
  ],
  ["thursday", "jeudi", "giovedì", "giovedi", "donnerstag", "jueves", "donderdag", "czwart"],
  ["friday", "vendredi", "venerdì", "venerdi", "freitag", "viernes", "vrijdag", "piąt"],
  ["saturday", "samedi", "sabato", "samstag", "sábado", "sabado", "zaterdag", "sobot"],
];
const todayWords = ["today", "aujourd'hui", "oggi", "heute", "hoy", "vandaag", "dzisiaj", "dziś"];
const yesterdayWords = ["yesterday", "hier", "ieri", "gestern", "ayer", "gisteren", "wczoraj"];

const dayNumber = (iso: string) =>
  Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / 86_400_000;
const hasWord = (text: string, words: string[]) =>
  words.some((word) => new RegExp(`(?<![\\p{L}])${escape(word)}`, "u").test(text));

/**
 * A date stated in a dated page's passage: in full (dateInText), or relative to the page's own publication
 * date (its dateline), as news reports write it: "the FTC announced Monday" in a report published that week,
 * "today" on the day, "yesterday" the day after. The weekday must be the date's own, at most six days before
 * the report, so that a passage cannot stand for a week it does not name.
 */
export function dateInDatedText(date: string, passage: string, published?: string): boolean {
  if (dateInText(date, passage)) return true;
  if (!published || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const gap = dayNumber(published) - dayNumber(date);
  if (gap < 0 || gap > 6) return false;
  const text = normalise(passage);
  // "June 17 (UPI)", "on Jan. 25": the day and month without the year, in a report of the same week.
  const [, month, day] = date.split("-");
  const names = monthNames[Number(month) - 1]!;
  const monthWords = `(?:${names.map(escape).join("|")})\\.?`;
  const dayWords = `(?:${Number(day)}|${day})(?:st|nd|rd|th|er)?`;
  const dayAndMonth = `(?<![\\d])(?:${dayWords}\\.? ${monthWords}|${monthWords} ${dayWords})(?![\\d])`;
  if (new RegExp(dayAndMonth, "u").test(text)) return true;
  if (gap === 0 && hasWord(text, todayWords)) return true;
  if (gap === 1 && hasWord(text, yesterdayWords)) return true;
  const weekday = new Date(dayNumber(date) * 86_400_000).getUTCDay();
  return hasWord(text, weekdayNames[weekday]!);
}
