import { describe, expect, it } from "vitest";
import { authorityData } from "../enforcement/authorities";
import {
  channelsOf,
  reportChannels,
  reportPlaceCodes,
  reportPlaces,
  staleChannels,
  type ReportPlaceCode,
} from "./index";
import { reportChannelData } from "./channels";
import { reportChannelSchema } from "./schema";
import { reportPlaceFrom } from "~/components/report/report-place";

/*
 * Issue 36: the directory of official channels. Every place the page lists has a channel on a domain
 * accepted for that place: its government's domains, or the named official bodies (a European Consumer
 * Centre, an ombudsman) reviewed one by one. Search engines, social networks and link shorteners are
 * never a channel.
 */
const accepted: Record<ReportPlaceCode, string[]> = {
  eu: ["europa.eu", "eccnet.eu"],
  at: ["gv.at", "konsumentenfragen.at", "europakonsument.at"],
  be: ["fgov.be", "dataprotectionauthority.be", "eccbelgium.be"],
  bg: ["cpdp.bg", "kzp.bg", "ecc.bg"],
  hr: ["gov.hr", "azop.hr", "mingo.hr", "ecc-croatia.hr"],
  cy: ["gov.cy"],
  cz: ["gov.cz", "uoou.cz", "coi.cz", "evropskyspotrebitel.cz"],
  dk: ["datatilsynet.dk", "forbrugerombudsmanden.dk", "naevneneshus.dk", "forbrugereuropa.dk"],
  ee: ["aki.ee", "ttja.ee", "consumer.ee"],
  fi: ["tietosuoja.fi", "kkv.fi", "ecc.fi"],
  fr: ["gouv.fr", "cnil.fr", "europe-consommateurs.eu"],
  de: ["bund.de", "evz.de"],
  gr: ["gov.gr", "dpa.gr", "synigoroskatanaloti.gr", "eccgreece.gr"],
  hu: ["naih.hu", "gvh.hu", "magyarefk.hu"],
  ie: ["dataprotection.ie", "ccpc.ie", "eccireland.ie", "cnam.ie"],
  it: ["garanteprivacy.it", "agcm.it", "ecc-netitalia.it"],
  lv: ["gov.lv", "ecclatvia.lv"],
  lt: ["lrv.lt", "ecc.lt"],
  lu: ["public.lu", "gouvernement.lu", "cecluxembourg.lu"],
  mt: ["idpc.org.mt", "mccaa.org.mt", "gov.mt"],
  nl: ["autoriteitpersoonsgegevens.nl", "consuwijzer.nl", "eccnederland.nl"],
  pl: ["gov.pl"],
  pt: ["cnpd.pt", "consumidor.gov.pt", "consumidor.pt"],
  ro: ["dataprotection.ro", "eccromania.ro"],
  sk: ["gov.sk", "soi.sk", "esc-sr.sk"],
  si: ["gov.si", "ip-rs.si", "epc.si"],
  es: ["gob.es"],
  se: ["imy.se", "konsumentverket.se", "hallakonsument.se", "konsumenteuropa.se"],
  gb: ["gov.uk", "citizensadvice.org.uk", "consumeradvice.scot", "ico.org.uk", "asa.org.uk"],
  us: ["ftc.gov", "consumerfinance.gov", "naag.org"],
  ca: ["gc.ca", "canada.ca"],
  au: ["gov.au"],
  nz: ["govt.nz", "privacy.org.nz"],
  in: ["gov.in"],
  br: ["gov.br"],
  jp: ["go.jp"],
  kr: ["go.kr", "kisa.or.kr"],
  no: ["forbrukertilsynet.no", "forbrukerradet.no", "datatilsynet.no", "forbrukereuropa.no"],
  is: ["island.is", "neytendastofa.is", "eccisland.is", "personuvernd.is"],
  ch: ["admin.ch"],
};
const rejected = [
  "google.",
  "bing.com",
  "duckduckgo.com",
  "facebook.com",
  "twitter.com",
  "x.com",
  "instagram.com",
  "linkedin.com",
  "youtube.com",
  "tiktok.com",
  "bit.ly",
  "tinyurl.com",
  "t.co",
  "goo.gl",
  "ow.ly",
];

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, "");
const within = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

describe("the directory of official channels", () => {
  it("lists every place with at least one channel, every place with an accepted-domains entry", () => {
    expect(Object.keys(accepted).sort()).toEqual([...reportPlaceCodes].sort());
    for (const code of reportPlaceCodes) expect(channelsOf(code).length, code).toBeGreaterThanOrEqual(1);
    // The spec's minimum: the EU level, every member state, the UK, the US, Canada, Australia, New
    // Zealand, Ireland (for platforms), India, Brazil, Japan and South Korea.
    expect(reportPlaceCodes.filter((code) => reportPlaces[code].region === "eu-members")).toHaveLength(27);
    for (const code of ["eu", "gb", "us", "ca", "au", "nz", "ie", "in", "br", "jp", "kr"] as const)
      expect(reportPlaceCodes).toContain(code);
  });

  it("sends every channel to an https page on a domain accepted for its place, never a search engine, a social network or a shortener", () => {
    for (const channel of reportChannels) {
      for (const url of [channel.url, channel.home]) {
        expect(url, channel.id).toMatch(/^https:\/\//);
        const host = hostOf(url);
        expect(
          accepted[channel.place].some((domain) => within(host, domain)),
          `${channel.id}: ${host}`,
        ).toBe(true);
        expect(
          rejected.some((bad) => host === bad || host.startsWith(bad) || within(host, bad)),
          host,
        ).toBe(false);
      }
    }
  });

  it("gives each EU member state a data protection authority and a consumer body or centre", () => {
    for (const code of reportPlaceCodes.filter((place) => reportPlaces[place].region === "eu-members")) {
      const kinds = new Set(channelsOf(code).flatMap((channel) => channel.handles));
      expect(kinds.has("data-protection"), code).toBe(true);
      expect(kinds.has("consumer") || kinds.has("cross-border"), code).toBe(true);
    }
  });

  it("shares the enforcement record's id where the same body appears, on the same domain", () => {
    const byId = new Map(authorityData.map((authority) => [authority.id, authority]));
    const shared = reportChannels.filter((channel) => channel.authority);
    expect(shared.length).toBeGreaterThanOrEqual(15);
    for (const channel of shared) {
      const authority = byId.get(channel.authority!)!;
      expect(
        authority.hosts.some((own) => channel.hosts.some((host) => within(host, own) || within(own, host))),
        `${channel.id} ↔ ${authority.id}`,
      ).toBe(true);
    }
  });

  it("keeps, for every channel, the passage that confirmed it and the day it was checked", () => {
    for (const channel of reportChannels) {
      expect(channel.source.passage.length, channel.id).toBeGreaterThan(20);
      expect(channel.checkedOn, channel.id).toMatch(/^2026-\d\d-\d\d$/);
      expect(channel.addedOn <= channel.checkedOn, channel.id).toBe(true);
    }
  });

  it("rejects a channel on http, or whose page is not on its own domain", () => {
    const valid = reportChannelData[0]!;
    expect(reportChannelSchema.safeParse(valid).success).toBe(true);
    expect(
      reportChannelSchema.safeParse({ ...valid, url: valid.url.replace("https:", "http:") }).success,
    ).toBe(false);
    expect(reportChannelSchema.safeParse({ ...valid, url: "https://example.com/report" }).success).toBe(
      false,
    );
  });

  it("lists as overdue every channel not checked for 180 days", () => {
    expect(staleChannels("2026-11-26")).toEqual([]);
    expect(staleChannels("2027-05-25")).toEqual([]);
    expect(staleChannels("2027-05-26").length).toBe(reportChannels.length);
  });
});

describe("the place an address names", () => {
  it("reads a code in any case, the United Kingdom as uk too, and nothing else", () => {
    expect(reportPlaceFrom("fr")).toBe("fr");
    expect(reportPlaceFrom(" FR ")).toBe("fr");
    expect(reportPlaceFrom("uk")).toBe("gb");
    expect(reportPlaceFrom("eu")).toBe("eu");
    for (const value of ["xx", "", "france", "<script>", null, undefined])
      expect(reportPlaceFrom(value)).toBeNull();
  });
});
