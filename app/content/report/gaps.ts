import type { z } from "zod";
import type { reportGapSchema } from "./schema.ts";

/*
 * The documented gaps of /report (issue 52): places with no body of a kind they need that takes
 * complaints yet, each with the stored page that states it, its passage copied verbatim. A gap stands in
 * the place's page where the body would, in the section of the problem concerned, and the tests accept it
 * in the body's place. The research behind each is in docs/report-sources.md. A gap no stored page states
 * is not listed: the test that asks for the body then fails for that place.
 */

const commissionDscPage = "https://digital-strategy.ec.europa.eu/en/policies/dsa-dscs";
/** The Commission's page on the coordinators, on the six member states it wrote to on 24 April. */
const aprilLetters =
  "In addition, despite designating their Digital Services Coordinators, Cyprus, Czechia and Portugal still have to empower them with the necessary powers and competences to carry out their tasks, including the imposition of sanctions in cases of non-compliance.";
/** The same page, on the six member states it wrote to on 25 July. */
const julyLetters =
  "In addition, despite designating their Digital Services Coordinators, Spain, Croatia, Luxembourg, the Netherlands and Sweden still have to empower them with the necessary powers and competences to carry out their tasks, including the imposition of sanctions in cases of non-compliance.";

const platformInstead =
  "Use the platform's own reporting and complaint tools first. A design that cost you money can go to the consumer body listed under money, and the European Union's channels below also apply.";

export const reportGapData: z.input<typeof reportGapSchema>[] = [
  {
    place: "hr",
    kind: "platforms",
    missing:
      "The European Commission lists Croatia among the countries whose Digital Services Coordinator (HAKOM) still had to be given the powers it needs, and we found no page of its own that takes complaints about platforms.",
    instead: platformInstead,
    source: { url: commissionDscPage, passage: julyLetters },
    checkedOn: "2026-11-28",
  },
  {
    place: "cy",
    kind: "platforms",
    missing:
      "The European Commission lists Cyprus among the countries whose Digital Services Coordinator still had to be given the powers it needs, and we found no page of its own that takes complaints about platforms.",
    instead: platformInstead,
    source: { url: commissionDscPage, passage: aprilLetters },
    checkedOn: "2026-11-28",
  },
  {
    place: "cz",
    kind: "platforms",
    missing:
      "The European Commission lists Czechia among the countries whose Digital Services Coordinator (the Czech Telecommunication Office, ČTÚ) still had to be given the powers it needs, and we found no page of its own that takes complaints about platforms.",
    instead: platformInstead,
    source: { url: commissionDscPage, passage: aprilLetters },
    checkedOn: "2026-11-28",
  },
  {
    place: "es",
    kind: "platforms",
    missing:
      "The European Commission lists Spain among the countries whose Digital Services Coordinator (the CNMC) still had to be given the powers it needs, and we found no page of its own that takes complaints about platforms.",
    instead: platformInstead,
    source: { url: commissionDscPage, passage: julyLetters },
    checkedOn: "2026-11-28",
  },
  {
    place: "se",
    kind: "platforms",
    missing:
      "The European Commission lists Sweden among the countries whose Digital Services Coordinator (the Swedish Post and Telecom Authority, PTS) still had to be given the powers it needs, and we found no page of its own that takes complaints about platforms.",
    instead: platformInstead,
    source: { url: commissionDscPage, passage: julyLetters },
    checkedOn: "2026-11-28",
  },
];

/*
 * Gaps of our own: places where we could not confirm, in the stored copies we check against, a body of
 * this kind that takes complaints, nor a page saying there is none. Each says so to visitors, without a
 * source; report.test.ts pins this list, so an entry leaves it only when the body is found.
 */
const platformUnconfirmed = (country: string) =>
  `We have not yet confirmed a page where ${country}'s Digital Services Coordinator takes complaints about platforms.`;

export const unconfirmedGapData: z.input<typeof reportGapSchema>[] = [
  ...(
    [
      ["ee", "Estonia"],
      ["fr", "France"],
      ["hu", "Hungary"],
      ["sk", "Slovakia"],
    ] as const
  ).map(([place, country]) => ({
    place,
    kind: "platforms" as const,
    missing: platformUnconfirmed(country),
    instead: platformInstead,
    checkedOn: "2026-11-28",
  })),
  {
    place: "ro",
    kind: "consumer",
    missing:
      "We have not yet confirmed the complaint page of Romania's consumer protection authority (ANPC).",
    instead:
      "For a trader in another EU country, the European Consumer Centre below can help; for a platform's design, try the platform's own complaint tools, then ANCOM.",
    checkedOn: "2026-11-28",
  },
  {
    place: "in",
    kind: "data-protection",
    missing:
      "We have not yet confirmed whether India's Data Protection Board takes complaints from the public.",
    instead:
      "Complain to the company first, using the contact it gives for privacy questions; for a trader's trick, the consumer bodies on this page apply.",
    checkedOn: "2026-11-28",
  },
];
