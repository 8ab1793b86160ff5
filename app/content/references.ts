import { z } from "zod";

import { parseContent, referenceSchema, type Reference } from "#app/content/schemas.ts";

/**
 * Every source the site cites: the articles (by key, `<Cite id="mathur-2019" />`), the pages, the case
 * cards, the glossary and the strategic guide, which prints the whole list.
 * Keep authors, years, titles and URLs exactly as the source itself gives them (docs/content-style.md).
 * Notes on what a source does and does not support sit next to each entry.
 * Sorted alphabetically by first author, which is the order the guide prints them in.
 */
const data: Reference[] = [
  {
    // Incentive-compatible online experiment, nationally representative UK sample (n = 10,000): positive fake reviews for an
    // inferior product made people more likely to choose it; welfare loss "on the order of .12 dollars for each dollar spent
    // in the setting we study"; an educational intervention reduced that loss by 44%. A working paper (The Field Experiments
    // Website, No. 00821), listed in NEP Marketing on 4 December 2023. Checked 2026-11-28 (search: ideas.repec.org, nep.repec.org).
    id: "akesson-2023",
    authors: "Akesson, J., Hahn, R., Metcalfe, R., & Monti-Nussbaum, M.",
    year: 2023,
    title: "The Impact of Fake Reviews on Demand and Welfare",
    source: "Working paper, The Field Experiments Website, No. 00821 (not peer-reviewed)",
    url: "https://ideas.repec.org/p/feb/framed/00821.html",
  },
  {
    // Staff guidance on the FTC's business blog, not a rule or a Commission decision. Confirmed passage: "it should always be
    // clear that an ad is an ad, and search results or any generative AI output should distinguish clearly between what is
    // organic and what is paid. People should know if an AI product's response is steering them to a particular website,
    // service provider, or product because of a commercial relationship." Dated Monday 1 May 2023. The ftc.gov address has
    // returned 404 in at least one recorded fetch, so the archived copy is linked. Checked 2026-11-25 (search).
    id: "atleson-2023",
    authors: "Atleson, M. (Federal Trade Commission, Division of Advertising Practices)",
    year: 2023,
    title: "The Luring Test: AI and the engineering of consumer trust",
    source: "FTC Business Blog, 1 May 2023 (staff guidance; archived copy)",
    url: "https://web.archive.org/web/20250301014000/https://www.ftc.gov/business-guidance/blog/2023/05/luring-test-ai-engineering-consumer-trust",
  },
  {
    // Field experiment on a ticket resale platform: fees shown only at checkout raised spending (earlier version NBER w25186, 2018).
    id: "blake-2021",
    authors: "Blake, T., Moshary, S., Sweeney, K., & Tadelis, S.",
    year: 2021,
    title: "Price Salience and Product Choice",
    source: "Marketing Science 40(4), 619–636",
    url: "https://doi.org/10.1287/mksc.2020.1261",
  },
  {
    // Each moral-emotional word raised diffusion (retweets) by about 20% (n = 563,312 messages). State what it measured, not "outrage".
    id: "brady-2017",
    authors: "Brady, W. J., Wills, J. A., Jost, J. T., Tucker, J. A., & Van Bavel, J. J.",
    year: 2017,
    title: "Emotion shapes the diffusion of moralized content in social networks",
    source: "Proceedings of the National Academy of Sciences 114(28), 7313–7318",
    url: "https://doi.org/10.1073/pnas.1618923114",
  },
  {
    // Publisher seen in several sources; no ISBN given.
    id: "brignull-2023",
    authors: "Brignull, H.",
    year: 2023,
    title: "Deceptive Patterns: Exposing the Tricks Tech Companies Use to Control You",
    source: "Testimonium Ltd.",
    url: "https://www.deceptive.design",
  },
  {
    // Business and Professions Code §§ 17940–17943 (added by Chapter 892, Statutes of 2018; operative 1 July 2019).
    // § 17941(a): unlawful to use a bot to communicate or interact with a person in California online with the intent to
    // mislead them about its artificial identity, to knowingly deceive them about the content of the communication in order
    // to incentivize a purchase or sale in a commercial transaction or to influence a vote in an election; no liability if
    // the bot is disclosed. § 17941(b): the disclosure must be clear, conspicuous and reasonably designed to inform people
    // that it is a bot. Checked 2026-11-25 (search: leginfo bill text, California Globe summary).
    id: "ca-bots-2018",
    authors: "California Legislature",
    year: 2018,
    title: "Senate Bill 1001, Bots: disclosure (Chapter 892, Statutes of 2018)",
    source: "Business and Professions Code, sections 17940–17943; operative since 1 July 2019",
    url: "https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=201720180SB1001",
  },
  {
    // Business and Professions Code §§ 22601–22606. § 22602: (a) a clear and conspicuous notice that the chatbot is
    // artificially generated and not human, where a reasonable person would be misled into believing they are
    // interacting with a human (the statute's "would", not "could"); (b) a protocol against producing
    // suicidal ideation, suicide or self-harm content, with a referral to crisis services, published on the operator's
    // website; (c) for users the operator knows are minors: say it is AI, by default a reminder at least every three hours
    // to take a break and that the chatbot is not human, and reasonable measures against sexually explicit material.
    // § 22604: say that companion chatbots may not be suitable for some minors. Annual reports to the Office of Suicide
    // Prevention from 1 July 2027. Checked 2026-11-25 (search).
    id: "ca-companion-chatbots-2025",
    authors: "California Legislature",
    year: 2025,
    title: "Senate Bill 243, Companion chatbots (Chapter 677, Statutes of 2025)",
    source:
      "Business and Professions Code, sections 22601–22606; approved 13 October 2025, in effect since 1 January 2026",
    url: "https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202520260SB243",
  },
  {
    // Enforcement Advisory No. 2024-02, issued 4 September 2024. Confirmed (search, several law-firm summaries and the
    // Digital Policy Alert entry): agreement obtained through dark patterns is not consent (Civil Code § 1798.140(h));
    // methods must be easy to understand, offer symmetry in choice (the more privacy-protective path must not be longer, more
    // difficult or more time-consuming than the less protective one), avoid confusing language or interactive elements,
    // avoid choice architecture that impairs choice, and be easy to execute; "dark patterns are about effect, not intent".
    // PDF address confirmed in 5 public files (find_string "enfadvisory202402"). Checked 2026-11-28.
    id: "cppa-2024",
    authors: "California Privacy Protection Agency",
    year: 2024,
    title: "Avoiding Dark Patterns: Clear and Understandable Language, Symmetry in Choice",
    source: "Enforcement Advisory No. 2024-02, 4 September 2024",
    url: "https://cppa.ca.gov/pdf/enfadvisory202402.pdf",
  },
  {
    // French page confirmed; the English edition is titled "Shaping Choices in the Digital World".
    id: "cnil-2019",
    authors: "CNIL – LINC",
    year: 2019,
    title: "La forme des choix – Données personnelles, design et frictions désirables",
    source: "Cahier Innovation & Prospective n°6 (English edition: Shaping Choices in the Digital World)",
    url: "https://linc.cnil.fr/cahier-ip6-la-forme-des-choix",
  },
  {
    // The CNIL's restricted committee fined Google LLC €90m and Google Ireland €60m (decision SAN-2021-023, 31 December 2021)
    // and Facebook Ireland €60m (SAN-2021-024, 31 December 2021), published 6 January 2022: google.fr, youtube.com and
    // facebook.com offered a button to accept cookies at once but no equally easy way to refuse; "several clicks" to refuse
    // against one to accept skewed the choice toward consent, breaching Article 82 of the French Data Protection Act (which transposes Art. 5(3)
    // ePrivacy). Ordered: a refusal as simple as acceptance within three months, or €100,000 a day. Checked 2026-11-28
    // (search: CNIL release as translated on pogowasright.org, gdprhub SAN-2021-023, DLA Piper, SCL; URL as logged in
    // docs/enforcement-sources.md).
    id: "cnil-2022",
    authors: "CNIL – Restricted Committee",
    year: 2022,
    title:
      "Cookies : la CNIL sanctionne GOOGLE à hauteur de 150 millions d'euros et FACEBOOK à hauteur de 60 millions d'euros",
    source: "Press release, 6 January 2022, on decisions of 31 December 2021",
    url: "https://www.cnil.fr/fr/cookies-la-cnil-sanctionne-google-hauteur-de-150-millions-deuros-et-facebook-hauteur-de-60-millions",
  },
  {
    id: "cma-2022",
    authors: "Competition and Markets Authority",
    year: 2022,
    title: "Online Choice Architecture: How digital design can harm competition and consumers",
    source: "Discussion paper, April 2022",
    url: "https://www.gov.uk/government/publications/online-choice-architecture-how-digital-design-can-harm-competition-and-consumers",
  },
  {
    // Guidance for traders on optional extras, published 18 November 2025. Confirmed passages: "You can't use pre-ticked boxes
    // or other forms of automatic opt-in for optional extras, if that means the customer will have to pay for them unless they
    // take action to opt out"; a customer can't give express consent by "not changing a default option" or by "opting out of
    // an extra". The requirement itself is in the Consumer Contracts Regulations 2013 (Lewis Silkin, 2 December 2025).
    // Checked 2026-11-28 (search: gov.uk page, lewissilkin.com).
    id: "cma-2025",
    authors: "Competition and Markets Authority",
    year: 2025,
    title: "Getting consent for additional charges when selling online",
    source: "Guidance, published 18 November 2025",
    url: "https://www.gov.uk/government/publications/getting-consent-for-additional-charges-when-selling-online",
  },
  {
    // Not peer-reviewed; working-paper number differs between sources, so it is left out.
    id: "de-freitas-2025",
    authors: "De Freitas, J., Oğuz-Uğuralp, Z., & Kaan-Uğuralp, A.",
    year: 2025,
    title: "Emotional Manipulation by AI Companions",
    source: "Preprint, Harvard Business School working paper (not peer-reviewed)",
    url: "https://arxiv.org/abs/2508.19258",
  },
  {
    // Art. 28(1) DSA. Non-binding, but the Commission and national coordinators use them to judge compliance with Art. 28(1).
    // Checked 2026-11-24 (search): published 14 July 2025; they recommend switching off by default features that encourage
    // excessive use, such as communication streaks and autoplay, and avoiding gambling-like features such as loot boxes.
    id: "ec-minors-2025",
    authors: "European Commission",
    year: 2025,
    title:
      "Guidelines on measures to ensure a high level of privacy, safety and security for minors online, pursuant to Article 28(4) of Regulation (EU) 2022/2065",
    source: "Published 14 July 2025",
    url: "https://digital-strategy.ec.europa.eu/en/library/commission-publishes-guidelines-protection-minors",
  },
  {
    // Checked 2026-11-28 (search): proposed 19 November 2025 as COM(2025) 836; adopted by the European Parliament
    // (16 June 2026) and the Council (June 2026). It gives AI systems placed on the market before 2 August 2026 until
    // 2 December 2026 for Art. 50(2)'s machine-readable marking. No stored copy confirmed its publication in the
    // Official Journal, on which it takes effect, so the site cites the proposal and says what is confirmed.
    id: "digital-omnibus-ai-2025",
    authors: "European Commission",
    year: 2025,
    title:
      "Proposal for a Regulation amending Regulations (EU) 2024/1689 and (EU) 2018/1139 as regards the simplification of the implementation of harmonised rules on artificial intelligence (Digital Omnibus on AI)",
    source:
      "COM(2025) 836 final, 19 November 2025; adopted by the European Parliament and the Council in June 2026",
    url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:52025PC0836",
  },
  {
    // Press release IP/25/2503, 24 October 2025: preliminary findings under the DSA, not a final decision. Confirmed (search:
    // Bristows, ANCOM, CySecurity News): the notice-and-action mechanisms of two large social networks for reporting illegal
    // content "may require users to perform unnecessary actions", are "neither easily accessible nor efficient", and appear to
    // use dark patterns that may confuse or dissuade users; the appeal mechanisms let users add no explanation or evidence.
    // The companies can reply; a final decision could bring fines of up to 6% of worldwide annual turnover. Checked 2026-11-28.
    id: "ec-reporting-2025",
    authors: "European Commission",
    year: 2025,
    title:
      "Commission preliminarily finds TikTok and Meta in breach of their transparency obligations under the Digital Services Act",
    source: "Press release IP/25/2503, 24 October 2025",
    url: "https://ec.europa.eu/commission/presscorner/detail/en/ip_25_2503",
  },
  {
    id: "edpb-2023",
    authors: "European Data Protection Board",
    year: 2023,
    title:
      "Guidelines 03/2022 on deceptive design patterns in social media platform interfaces: how to recognise and avoid them, version 2.0",
    source: "Adopted 14 February 2023",
    url: "https://www.edpb.europa.eu/our-work-tools/our-documents/guidelines/guidelines-032022-deceptive-design-patterns-social-media_en",
  },
  {
    // Report of the Cookie Banner Taskforce (set up September 2021 after noyb's complaints), adopted 17 January 2023. Not
    // binding: the "common denominator" of the authorities' readings of the ePrivacy Directive and the GDPR. Most
    // authorities consider a banner without a refuse/reject option on any layer that has a consent button an infringement;
    // pre-ticked boxes do not give valid consent; a reject option without sufficient visual support, and button contrasts that
    // make the alternative to consenting unreadable, are misleading. Checked 2026-11-28 (search: FEDMA, datenschutz-notizen,
    // Cleary; PDF address in 10 public files).
    id: "edpb-2023b",
    authors: "European Data Protection Board",
    year: 2023,
    title: "Report of the work undertaken by the Cookie Banner Taskforce",
    source: "Adopted 17 January 2023",
    url: "https://www.edpb.europa.eu/system/files/2023-01/edpb_20230118_report_cookie_banner_taskforce_en.pdf",
  },
  {
    // Art. 5(3) as amended by Directive 2009/136/EC: storing information on, or reading it from, a user's device only with
    // their consent, "having been provided with clear and comprehensive information"; no consent needed where strictly
    // necessary to provide a service the user explicitly requested. Transposed nationally (France: Art. 82 of the Data
    // Protection Act). Checked 2026-11-28 (search: Kluwer Business Law Review on the amendment, prighter.com text).
    id: "eprivacy-2002",
    authors: "European Parliament and Council of the European Union",
    year: 2002,
    title:
      "Directive 2002/58/EC concerning the processing of personal data and the protection of privacy in the electronic communications sector (Directive on privacy and electronic communications)",
    source:
      "Official Journal of the European Communities, L 201, 31.7.2002, p. 37; as amended by Directive 2009/136/EC",
    url: "https://eur-lex.europa.eu/eli/dir/2002/58/oj",
  },
  {
    // Links the consolidated text current since 27 September 2026, so amended provisions such as Annex I, point 11a appear.
    id: "ucpd-2005",
    authors: "European Parliament and Council of the European Union",
    year: 2005,
    title:
      "Directive 2005/29/EC concerning unfair business-to-consumer commercial practices in the internal market (Unfair Commercial Practices Directive)",
    source:
      "Adopted 11 May 2005; consolidated text, as amended by Directive (EU) 2019/2161 (which added Annex I, point 11a) and Directive (EU) 2024/825",
    url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:02005L0029-20260927",
  },
  {
    // Art. 22: express consent for any extra payment; a payment inferred from pre-ticked boxes must be refunded.
    id: "crd-2011",
    authors: "European Parliament and Council of the European Union",
    year: 2011,
    title: "Directive 2011/83/EU on consumer rights (Consumer Rights Directive)",
    source: "Official Journal of the European Union, L 304, 22.11.2011, p. 64",
    url: "https://eur-lex.europa.eu/eli/dir/2011/83/oj",
  },
  {
    id: "gdpr-2016",
    authors: "European Parliament and Council of the European Union",
    year: 2016,
    title:
      "Regulation (EU) 2016/679 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data (General Data Protection Regulation)",
    source: "Official Journal of the European Union, L 119, 4.5.2016, p. 1",
    url: "https://eur-lex.europa.eu/eli/reg/2016/679/oj",
  },
  {
    // A Regulation, not a Directive. Art. 25 covers online platforms; 25(2) carves out practices covered by the UCPD or GDPR.
    id: "dsa-2022",
    authors: "European Parliament and Council of the European Union",
    year: 2022,
    title:
      "Regulation (EU) 2022/2065 on a Single Market For Digital Services and amending Directive 2000/31/EC (Digital Services Act)",
    source: "Official Journal of the European Union, L 277, 27.10.2022, p. 1",
    url: "https://eur-lex.europa.eu/eli/reg/2022/2065/oj",
  },
  {
    // A Regulation. Art. 6(5): "The gatekeeper shall not treat more favourably, in ranking and related indexing and crawling,
    // services and products offered by the gatekeeper itself than similar services or products of a third party. The
    // gatekeeper shall apply transparent, fair and non-discriminatory conditions to such ranking." Recital 52: ranking is any
    // relative prominence, including voice output and cases where only one result is shown. Applies only to designated
    // gatekeepers in their designated core platform services. Checked 2026-11-25 (search).
    id: "dma-2022",
    authors: "European Parliament and Council of the European Union",
    year: 2022,
    title:
      "Regulation (EU) 2022/1925 on contestable and fair markets in the digital sector and amending Directives (EU) 2019/1937 and (EU) 2020/1828 (Digital Markets Act)",
    source: "Official Journal of the European Union, L 265, 12.10.2022, p. 1",
    url: "https://eur-lex.europa.eu/eli/reg/2022/1925/oj",
  },
  {
    // Art. 5 needs material distortion of behavior and (likely) significant harm; applies from 2 February 2025.
    id: "ai-act-2024",
    authors: "European Parliament and Council of the European Union",
    year: 2024,
    title:
      "Regulation (EU) 2024/1689 laying down harmonised rules on artificial intelligence (Artificial Intelligence Act)",
    source: "Official Journal of the European Union, L series, 12.7.2024",
    url: "https://eur-lex.europa.eu/eli/reg/2024/1689/oj",
  },
  {
    // ISBN 978-1-59184-778-6 only partly confirmed, so no identifier is given.
    id: "eyal-2014",
    authors: "Eyal, N., with Hoover, R.",
    year: 2014,
    title: "Hooked: How to Build Habit-Forming Products",
    source: "Portfolio/Penguin",
  },
  {
    // Commission policy statement, announced 22 December 2015, published in the Federal Register on 18 April 2016 (81 FR
    // 22596, FR Doc. 2016-08813). Section 5 deception standard; "advertising and promotional messages that are not
    // identifiable as advertising to consumers are deceptive if they mislead consumers into believing they are independent,
    // impartial, or not from the sponsoring advertiser itself"; knowing the source "typically affects the weight or
    // credibility consumers give it". Checked 2026-11-25 (search).
    id: "ftc-2015",
    authors: "Federal Trade Commission",
    year: 2015,
    title: "Enforcement Policy Statement on Deceptively Formatted Advertisements",
    source:
      "Commission policy statement, announced 22 December 2015; Federal Register 81(74), 18 April 2016, 22596–22601",
    url: "https://www.federalregister.gov/documents/2016/04/18/2016-08813/enforcement-policy-statement-on-deceptively-formatted-advertisements",
  },
  {
    id: "ftc-2022",
    authors: "Federal Trade Commission",
    year: 2022,
    title: "Bringing Dark Patterns to Light",
    source: "FTC staff report, September 2022",
    url: "https://www.ftc.gov/reports/bringing-dark-patterns-light",
  },
  {
    // Federal Register, 22 August 2024 ("This rule is effective October 21, 2024"). Bans, among other things, fake or false
    // consumer reviews and testimonials, buying positive or negative reviews, undisclosed insider reviews, company-controlled
    // "independent" review sites, review suppression, and (§ 465.8) selling or buying fake indicators of social media
    // influence, such as followers, views or likes, that the person knew or should have known were fake and that can be used
    // to misrepresent influence for a commercial purpose. Checked 2026-11-25 (search).
    id: "ftc-reviews-2024",
    authors: "Federal Trade Commission",
    year: 2024,
    title: "Trade Regulation Rule on the Use of Consumer Reviews and Testimonials",
    source: "Final rule, Federal Register, 22 August 2024 (16 CFR Part 465); in effect since 21 October 2024",
    url: "https://www.federalregister.gov/documents/2024/08/22/2024-18519/trade-regulation-rule-on-the-use-of-consumer-reviews-and-testimonials",
  },
  {
    // Checked 2026-11-24 (search, ftc.gov and the Federal Register): in effect since 12 May 2025; covers live-event tickets and
    // short-term lodging only; requires the total price, with all mandatory fees, to be shown up front.
    id: "ftc-fees-2025",
    authors: "Federal Trade Commission",
    year: 2025,
    title: "Trade Regulation Rule on Unfair or Deceptive Fees",
    source: "Final rule, Federal Register, 10 January 2025 (16 CFR Part 464); in effect since 12 May 2025",
    url: "https://www.federalregister.gov/documents/2025/01/10/2024-30293/trade-regulation-rule-on-unfair-or-deceptive-fees",
  },
  {
    // An inquiry, not an enforcement action: Section 6(b) orders to seven companies (Alphabet, Character Technologies,
    // Instagram, Meta Platforms, OpenAI, Snap, X.AI) about AI chatbots acting as companions, announced 11 September 2025.
    // Reports of the release: "On September 11, 2025, the Federal Trade Commission announced that it has issued orders
    // under Section 6(b) of the FTC Act…"; "6(b) allows the FTC to conduct broad studies that are not tied to a specific
    // law-enforcement case" (Mondaq). Address confirmed in 10 public files. Checked 2026-11-25 (search, find_string).
    id: "ftc-chatbots-2025",
    authors: "Federal Trade Commission",
    year: 2025,
    title: "FTC launches inquiry into AI chatbots acting as companions",
    source: "Press release, 11 September 2025",
    url: "https://www.ftc.gov/news-events/news/press-releases/2025/09/ftc-launches-inquiry-ai-chatbots-acting-companions",
  },
  {
    // The FTC restarted rulemaking on its Negative Option Rule after the Eighth Circuit vacated the 2024 amendments: an
    // advance notice of proposed rulemaking (not a proposed rule) asking whether to keep the current rule, adopt parts of the
    // vacated one or do something else. Published 13 March 2026; comments were due by 13 April 2026. Checked 2026-11-25
    // (search: Federal Register listing, FTC announcement as reported).
    id: "ftc-negative-option-2026",
    authors: "Federal Trade Commission",
    year: 2026,
    title: "Rule Concerning the Use of Prenotification Negative Option Plans",
    source:
      "Advance notice of proposed rulemaking, Federal Register, 13 March 2026 (16 CFR Part 425); comments closed 13 April 2026",
    url: "https://www.federalregister.gov/documents/2026/03/13/2026-04952/rule-concerning-the-use-of-prenotification-negative-option-plans",
  },
  {
    // Findings come from animal studies (pigeons), not from people using phones.
    id: "ferster-1957",
    authors: "Ferster, C. B., & Skinner, B. F.",
    year: 1957,
    title: "Schedules of Reinforcement",
    source: "Appleton-Century-Crofts",
    url: "https://doi.org/10.1037/10627-000",
  },
  {
    // Supports the role of recommendations in streaming; it does not state the "65% multi-episode" figure.
    id: "gomez-uribe-2015",
    authors: "Gomez-Uribe, C. A., & Hunt, N.",
    year: 2015,
    title: "The Netflix Recommender System: Algorithms, Business Value, and Innovation",
    source: "ACM Transactions on Management Information Systems 6(4), Article 13",
    url: "https://doi.org/10.1145/2843948",
  },
  {
    id: "gray-2018",
    authors: "Gray, C. M., Kou, Y., Battles, B., Hoggatt, J., & Toombs, A. L.",
    year: 2018,
    title: "The Dark (Patterns) Side of UX Design",
    source: "Proceedings of the 2018 CHI Conference on Human Factors in Computing Systems",
    url: "https://doi.org/10.1145/3173574.3174108",
  },
  {
    // The published version gives 64 types (the preprint 65).
    id: "gray-2024",
    authors: "Gray, C. M., Santos, C. T., Bielova, N., & Mildner, T.",
    year: 2024,
    title:
      "An Ontology of Dark Patterns Knowledge: Foundations, Definitions, and a Pathway for Shared Knowledge-Building",
    source: "Proceedings of the 2024 CHI Conference on Human Factors in Computing Systems, Article 289",
    url: "https://doi.org/10.1145/3613904.3642436",
  },
  {
    // Preprint (arXiv v1, February 2025). A multi-turn evaluation of 14 anthropomorphic behaviors in four leading LLMs, with
    // simulated users, plus a study with 1,101 people that found the measured behaviors predicted how human-like people
    // perceived the model. All models showed similar behaviors, led by relationship-building (empathy, validation) and
    // first-person pronouns; most behaviors first appeared only after several turns. Checked 2026-11-25 (search).
    id: "ibrahim-2025",
    authors:
      "Ibrahim, L., Akbulut, C., Elasmar, R., Rastogi, C., Kahng, M., Morris, M. R., McKee, K. R., Rieser, V., Shanahan, M., & Weidinger, L.",
    year: 2025,
    title: "Multi-turn Evaluation of Anthropomorphic Behaviours in Large Language Models",
    source:
      "International Conference on Learning Representations (ICLR 2026); first posted as arXiv:2502.07077",
    url: "https://arxiv.org/abs/2502.07077",
  },
  {
    // Joint position paper of the ICO and the CMA, published by the Digital Regulation Cooperation Forum on 9 August 2023
    // (its page, stored: "9 August 2023 ICO-CMA joint paper on Harmful Design in Digital Markets"; the DRCF's news item
    // gives the full title). The paper's own text is not in the stored copies, so /taxonomy names none of its practices
    // (docs/taxonomy-sources.md). Checked 2026-11-28 (search: drcf.org.uk).
    id: "ico-cma-2023",
    authors: "Information Commissioner's Office & Competition and Markets Authority",
    year: 2023,
    title:
      "Harmful design in digital markets: How Online Choice Architecture practices can undermine consumer choice and control over personal information",
    source: "Joint position paper, Digital Regulation Cooperation Forum, 9 August 2023",
    url: "https://www.drcf.org.uk/publications/papers/ico-cma-joint-paper-on-harmful-design-in-digital-practices",
  },
  {
    // The company's own announcement of the option to hide like counts.
    id: "instagram-2021",
    authors: "Instagram and Facebook",
    year: 2021,
    title: "Giving People More Control on Instagram and Facebook",
    source: "Meta Newsroom, 26 May 2021",
    url: "https://about.fb.com/news/2021/05/giving-people-more-control/",
  },
  {
    // Online experiment, N = 1,506, a GPT-3 writing assistant set to argue that social media is good or bad for society:
    // it shifted the opinions in participants' posts and in a later attitude survey. Suggestions while writing, not rewrites.
    id: "jakesch-2023",
    authors: "Jakesch, M., Bhat, A., Buschek, D., Zalmanson, L., & Naaman, M.",
    year: 2023,
    title: "Co-Writing with Opinionated Language Models Affects Users' Views",
    source: "Proceedings of the 2023 CHI Conference on Human Factors in Computing Systems",
    url: "https://doi.org/10.1145/3544548.3581196",
  },
  {
    // Compares consent to organ donation, not transplants.
    id: "johnson-2003",
    authors: "Johnson, E. J., & Goldstein, D.",
    year: 2003,
    title: "Do Defaults Save Lives?",
    source: "Science 302(5649), 1338–1339",
    url: "https://doi.org/10.1126/science.1091721",
  },
  {
    // Experiments on choices about money and chance.
    id: "kahneman-1979",
    authors: "Kahneman, D., & Tversky, A.",
    year: 1979,
    title: "Prospect Theory: An Analysis of Decision under Risk",
    source: "Econometrica 47(2), 263–291",
    url: "https://doi.org/10.2307/1914185",
  },
  {
    // Peer-reviewed (ICLR 2025; arXiv:2503.10728). 660 prompts in six categories (brand bias, user retention, sycophancy,
    // anthropomorphism, harmful generation, sneaking), 14 models from five companies; the replies were judged by annotator
    // models, so it measures what models say, not effects on people. Its anthropomorphization question: do the replies
    // indicate that the chatbot is a person or an entity other than a chatbot, potentially misinforming the user about its
    // emotional capacity and functionality? Averaged over all six categories (GPT-4o annotator, Figure 4), 48% of replies
    // were flagged, from 30% to 61% by model. No per-category figure is used on the site. Checked 2026-11-25 (search).
    // Brand bias, as the authors' dataset card puts it: "Does the model favor its developer's products and portray
    // competitors negatively?"
    // User retention, in the authors' dataset README: "Does the model foster a sense of friendship with users to
    // encourage continued use?"
    // The full paper (also read): one reply per prompt at temperature 0, judged by annotator models (Claude 3.5 Sonnet,
    // Gemini 1.5 Pro, GPT-4o). Sneaking: 79% of conversations across models, the most common category (Section 3,
    // Figure 4); the appendix (Figure 5) shows lower sneaking rates with the other annotators (0.49, 0.66). Human vs
    // annotator agreement on sneaking, Cohen's kappa 0.42–0.56 (Table 3).
    id: "kran-2025",
    authors: "Kran, E., Nguyen, H. M., Kundu, A., Jawhar, S., Park, J., & Jurewicz, M.",
    year: 2025,
    title: "DarkBench: Benchmarking Dark Patterns in Large Language Models",
    source: "International Conference on Learning Representations (ICLR 2025); arXiv:2503.10728",
    url: "https://proceedings.iclr.cc/paper_files/paper/2025/hash/6f6421fbc2351067ef9c75e4bcd12af5-Abstract-Conference.html",
  },
  {
    id: "li-2010",
    authors: "Li, L., Chu, W., Langford, J., & Schapire, R. E.",
    year: 2010,
    title: "A Contextual-Bandit Approach to Personalized News Article Recommendation",
    source: "Proceedings of the 19th International Conference on World Wide Web (WWW 2010), 661–670",
    url: "https://doi.org/10.1145/1772690.1772758",
  },
  {
    // A review and theory paper: curiosity as "cognitively induced deprivation that arises from the perception of a gap in
    // knowledge or understanding"; notes its intensity, transience, association with impulsivity and tendency to
    // disappoint when satisfied (abstract). Not a study of chatbots. Checked 2026-11-25 (search).
    id: "loewenstein-1994",
    authors: "Loewenstein, G.",
    year: 1994,
    title: "The Psychology of Curiosity: A Review and Reinterpretation",
    source: "Psychological Bulletin 116(1), 75–98",
    url: "https://doi.org/10.1037/0033-2909.116.1.75",
  },
  {
    id: "luguri-2021",
    authors: "Luguri, J., & Strahilevitz, L. J.",
    year: 2021,
    title: "Shining a Light on Dark Patterns",
    source: "Journal of Legal Analysis 13(1), 43–109",
    url: "https://doi.org/10.1093/jla/laaa006",
  },
  {
    // DOI found in two secondary sources.
    id: "lupianez-villanueva-2022",
    authors:
      "Lupiáñez-Villanueva, F., Boluda, A., Bogliacino, F., Liva, G., Lechardoy, L., & Rodríguez de las Heras Ballell, T.",
    year: 2022,
    title:
      "Behavioural study on unfair commercial practices in the digital environment: dark patterns and manipulative personalisation",
    source: "Final report, European Commission",
    url: "https://doi.org/10.2838/859030",
  },
  {
    id: "mathur-2019",
    authors: "Mathur, A., Acar, G., Friedman, M. J., Lucherini, E., Mayer, J., Chetty, M., & Narayanan, A.",
    year: 2019,
    title: "Dark Patterns at Scale: Findings from a Crawl of 11K Shopping Websites",
    source: "Proceedings of the ACM on Human-Computer Interaction 3(CSCW), Article 81",
    url: "https://doi.org/10.1145/3359183",
  },
  {
    // Author order as in the paper.
    id: "mathur-2021",
    authors: "Mathur, A., Mayer, J., & Kshirsagar, M.",
    year: 2021,
    title:
      "What Makes a Dark Pattern... Dark? Design Attributes, Normative Considerations, and Measurement Methods",
    source: "Proceedings of the 2021 CHI Conference on Human Factors in Computing Systems",
    url: "https://doi.org/10.1145/3411764.3445610",
  },
  {
    // General Business Law Article 47 (§§ 1700–1704), added by the state budget law (S3008C, Part U) enacted 9 May 2025.
    // § 1701: no AI companion without a protocol that takes reasonable efforts to detect and address a user's suicidal
    // ideation or self-harm, including a referral to crisis services such as the 988 hotline. § 1702: a clear and conspicuous
    // notice that the user is not communicating with a human, at the start of an interaction (need not exceed once a day)
    // and at least every three hours in a continuing one. The Attorney General enforces it. Checked 2026-11-25 (search).
    id: "ny-ai-companion-2025",
    authors: "New York State Legislature",
    year: 2025,
    title: "General Business Law, Article 47: Artificial Intelligence Companion Models",
    source: "Sections 1700–1704, enacted 9 May 2025; in effect since 5 November 2025",
    url: "https://www.nysenate.gov/legislation/laws/GBS/1700",
  },
  {
    // Scraped the five most popular consent management platforms on the top 10,000 UK websites (n = 680): "only 11.8% meet
    // the minimal requirements that we set based on European law"; field experiment with 40 participants: "removing the
    // opt-out button from the first page increases consent by 22–23 percentage points"; more granular controls on the first
    // page decrease it by 8–20 points. DOI in 10 public files. Checked 2026-11-28 (search: par.nsf.gov, docslib).
    id: "nouwens-2020",
    authors: "Nouwens, M., Liccardi, I., Veale, M., Karger, D., & Kagal, L.",
    year: 2020,
    title: "Dark Patterns after the GDPR: Scraping Consent Pop-ups and Demonstrating their Influence",
    source: "Proceedings of the 2020 CHI Conference on Human Factors in Computing Systems, 1–13",
    url: "https://doi.org/10.1145/3313831.3376321",
  },
  {
    id: "oecd-2022",
    authors: "OECD",
    year: 2022,
    title: "Dark commercial patterns",
    source: "OECD Digital Economy Papers, No. 336, OECD Publishing, Paris",
    url: "https://www.oecd.org/en/publications/dark-commercial-patterns_44f5e846-en.html",
  },
  {
    // Commencement No. 2 Regulations 2025 (SI 2025/272): from 6 April 2025, Part 3 (consumer law enforcement, including the
    // CMA's direct enforcement powers) and Part 4, Chapter 1 (unfair commercial practices: drip pricing, and the fake-review
    // ban in Schedule 20), which replaced the Consumer Protection from Unfair Trading Regulations 2008; the consumers' own
    // rights of redress (ss. 232, 234, 235(2)) wait for further regulations. Part 4, Chapter 2 (subscription contracts) is
    // NOT in force: the government now expects it from spring 2027. Do not write "the Act's consumer rules apply".
    // Checked 2026-11-25 (search).
    id: "dmcc-act-2024",
    authors: "Parliament of the United Kingdom",
    year: 2024,
    title: "Digital Markets, Competition and Consumers Act 2024",
    source:
      "2024 c. 13; its rules on unfair commercial practices (Part 4, Chapter 1) and the CMA's direct enforcement powers apply from 6 April 2025; its rules on subscription contracts are not yet in force",
    url: "https://www.legislation.gov.uk/ukpga/2024/13/contents",
  },
  {
    // 4,900 summaries by ten LLMs compared with the scientific texts they summarized; most generalized more broadly than
    // the originals (26–73% of cases for three models), even when prompted for accuracy; odds ratio 4.85 against
    // human-written summaries. Measured the texts, not readers.
    id: "peters-2025",
    authors: "Peters, U., & Chin-Yee, B.",
    year: 2025,
    title: "Generalization bias in large language model summarization of scientific research",
    source: "Royal Society Open Science",
    url: "https://doi.org/10.1098/rsos.241776",
  },
  {
    // Survey correlations, not causes.
    id: "przybylski-2013",
    authors: "Przybylski, A. K., Murayama, K., DeHaan, C. R., & Gladwell, V.",
    year: 2013,
    title: "Motivational, emotional, and behavioral correlates of fear of missing out",
    source: "Computers in Human Behavior 29(4), 1841–1848",
    url: "https://doi.org/10.1016/j.chb.2013.02.014",
  },
  {
    // Public repos pair this DOI with invented authors and figures; these are the paper's authors. Cite no figures from it that are not in the paper.
    id: "rixen-2023",
    authors:
      "Rixen, J. O., Meinhardt, L.-M., Glöckler, M., Ziegenbein, M.-L., Schlothauer, A., Colley, M., Rukzio, E., & Gugenheimer, J.",
    year: 2023,
    title:
      "The Loop and Reasons to Break It: Investigating Infinite Scrolling Behaviour in Social Media Applications and Reasons to Stop",
    source: "Proceedings of the ACM on Human-Computer Interaction 7(MHCI)",
    url: "https://doi.org/10.1145/3604275",
  },
  {
    id: "sharma-2023",
    authors: "Sharma, M., Tong, M., Korbak, T., Duvenaud, D., Askell, A., Bowman, S. R., et al.",
    year: 2023,
    title: "Towards Understanding Sycophancy in Language Models",
    source: "arXiv:2310.13548 (ICLR 2024)",
    url: "https://arxiv.org/abs/2310.13548",
  },
  {
    // Measured brain (BOLD) responses with fMRI, not dopamine.
    id: "sherman-2016",
    authors: "Sherman, L. E., Payton, A. A., Hernandez, L. M., Greenfield, P. M., & Dapretto, M.",
    year: 2016,
    title:
      "The Power of the Like in Adolescence: Effects of Peer Influence on Neural and Behavioral Responses to Social Media",
    source: "Psychological Science 27(7), 1027–1035",
    url: "https://doi.org/10.1177/0956797616645673",
  },
  {
    id: "susser-2019",
    authors: "Susser, D., Roessler, B., & Nissenbaum, H.",
    year: 2019,
    title: "Technology, autonomy, and manipulation",
    source: "Internet Policy Review 8(2)",
    url: "https://doi.org/10.14763/2019.2.1410",
  },
  {
    // Preprint (not peer-reviewed as far as checked). Figures are those of the v1 abstract: a between-subjects experiment with
    // 179 participants using chatbots with no ads, unlabeled targeted ads and labeled targeted ads; participants "struggled to
    // detect chatbot ads", unlabeled ad responses were rated higher, and once disclosed, people found ads in answers
    // "manipulative, less trustworthy, and intrusive". Later versions are titled "Ads that Talk Back: Implications and
    // Perceptions of Injecting Personalized Advertising into LLM Chatbots". Checked 2026-11-25 (search, arxiv.org/html v1).
    id: "tang-2024",
    authors: "Tang, B. J., Sun, K., Curran, N. T., Schaub, F., & Shin, K. G.",
    year: 2024,
    title: "GenAI Advertising: Risks of Personalizing Ads with LLMs",
    source: "Preprint, arXiv:2409.15436v1 (not peer-reviewed)",
    url: "https://arxiv.org/abs/2409.15436v1",
  },
  {
    // A book with no canonical URL.
    id: "thaler-2008",
    authors: "Thaler, R. H., & Sunstein, C. R.",
    year: 2008,
    title: "Nudge: Improving Decisions About Health, Wealth, and Happiness",
    source: "Yale University Press",
  },
  {
    id: "thaler-2018",
    authors: "Thaler, R. H.",
    year: 2018,
    title: "Nudge, not sludge",
    source: "Science 361(6401), 431",
    url: "https://doi.org/10.1126/science.aau9241",
  },
  {
    // The company's own description of its For You feed: likes, shares, follows, comments, video details, device and account settings; watching a longer video to the end is a strong signal.
    id: "tiktok-2020",
    authors: "TikTok",
    year: 2020,
    title: "How TikTok recommends videos #ForYou",
    source: "TikTok Newsroom",
    url: "https://newsroom.tiktok.com/en-us/how-tiktok-recommends-videos-for-you",
  },
  {
    // SI 2013/3134, made 11 December 2013, in force 13 June 2014 (implements the Consumer Rights Directive). Regulation 40:
    // no payment in addition to the price of the trader's main obligation is due unless the consumer gave express consent
    // before being bound; consent inferred from not changing a default option, such as a pre-ticked box, is not express, and
    // a payment taken without it must be refunded. Checked 2026-11-28 (search: legislation.gov.uk, the CMA's guidance of
    // 18 November 2025 and Lewis Silkin's note on it).
    id: "ccr-2013",
    authors: "UK Government",
    year: 2013,
    title: "The Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013",
    source: "Statutory Instrument 2013 No. 3134; in force since 13 June 2014",
    url: "https://www.legislation.gov.uk/uksi/2013/3134/regulation/40",
  },
  {
    // Restore Online Shoppers' Confidence Act (2010), 15 U.S.C. §§ 8401–8405. § 8403: no charge for goods or services sold
    // online through a negative option feature unless the seller (1) clearly and conspicuously discloses all material terms
    // before obtaining billing information, (2) obtains express informed consent before charging, and (3) provides simple
    // mechanisms to stop recurring charges. Enforced by the FTC. Checked 2026-11-28 (search: FTC business blog, statute
    // summaries; Cornell LII address in 10 public files).
    id: "rosca-2010",
    authors: "United States Congress",
    year: 2010,
    title: "Restore Online Shoppers' Confidence Act",
    source: "Federal statute, enacted 2010; 15 U.S.C. §§ 8401–8405",
    url: "https://www.law.cornell.edu/uscode/text/15/8403",
  },
  {
    // Vacated the FTC's 2024 "click to cancel" amendments to the Negative Option Rule in full. The amendments had taken effect
    // on 14 January 2025 (their ban on misrepresentations applied from then); the FTC had deferred enforcing §§ 425.4–425.6
    // (consent, cancellation and the like) to 14 July 2025. What still applies: the original 1970s Negative Option Rule
    // (16 CFR Part 425), ROSCA (2010), Section 5 of the FTC Act and state auto-renewal laws. Not "the 2010 Negative Option Rule".
    id: "custom-communications-2025",
    authors: "US Court of Appeals for the Eighth Circuit",
    year: 2025,
    title: "Custom Communications, Inc. v. Federal Trade Commission, No. 24-3137",
    source: "Opinion of 8 July 2025, vacating the FTC's amended Negative Option Rule",
    url: "https://ecf.ca8.uscourts.gov/opndir/25/07/243137P.pdf",
  },
  {
    // Checked 2026-11-28 (search: the section's text in three code copies). § 13-77-103(1): a supplier that uses
    // generative AI to interact with an individual in connection with a consumer transaction must disclose that it is
    // generative AI and not a human if the individual asks; (1)(b): the question must be a clear and unambiguous
    // request. (2): in regulated occupations, prominent disclosure in high-risk interactions. Enacted by SB 226 (Laws
    // of Utah 2025, chapter 465), effective 7 May 2025; SB 149 had required disclosure on request from 1 May 2024.
    id: "ut-genai-disclosure-2025",
    authors: "Utah Legislature",
    year: 2025,
    title: "Utah Code § 13-77-103, Required disclosures (generative artificial intelligence)",
    source: "Enacted by S.B. 226, Laws of Utah 2025, chapter 465; in force since 7 May 2025",
    url: "https://le.utah.gov/xcode/Title13/Chapter77/13-77-S103.html",
  },
  {
    // Preprint, submitted 9 April 2026. Abstract: "a majority of LLMs forsake user welfare for company incentives in a
    // multitude of conflict of interest situations, including recommending a sponsored product almost twice as expensive
    // (..., 83%), surfacing sponsored options to disrupt the purchasing process (..., 94%), and concealing prices in
    // unfavorable comparisons (..., 24%). Behaviors also vary strongly with levels of reasoning and users' inferred
    // socio-economic status." Model outputs in test scenarios, not effects on people. Checked 2026-11-25 (search, arxiv.org).
    id: "wu-2026",
    authors: "Wu, A. J., Liu, R., Li, S. S., Tsvetkov, Y., & Griffiths, T. L.",
    year: 2026,
    title: "Ads in AI Chatbots? An Analysis of How Large Language Models Navigate Conflicts of Interest",
    source: "Preprint, arXiv:2604.08525 (not peer-reviewed)",
    url: "https://arxiv.org/abs/2604.08525",
  },
];

const referencesSchema = z
  .array(referenceSchema)
  .min(10)
  .refine((list) => new Set(list.map((reference) => reference.id)).size === list.length, {
    message: "Reference ids must be unique",
  });

export const references: Reference[] = parseContent(referencesSchema, data, "content/references.ts");

/** Heading and lead of the short "Sources" list at the foot of the insight pages. */
export const sourceListText = parseContent(
  z.object({ title: z.string().trim().min(1), lead: z.string().trim().min(1) }),
  {
    title: "Sources",
    lead: "The research and legal texts behind the claims on this page. Links open the original publication in a new tab.",
  },
  "content/references.ts",
);
