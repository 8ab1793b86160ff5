import type { EnforcementRecordInput } from "../schema.ts";

/** Poland: UOKiK, the Office of Competition and Consumer Protection. Each passage's source is in `evidence`. */
export const polandRecords: EnforcementRecordInput[] = [
  {
    id: "uokik-amazon-2024",
    date: "2024-03-27",
    stage: "decision",
    authorities: ["uokik"],
    company: "Amazon EU SARL (Amazon.pl)",
    keywords: ["Amazon", "Amazon.pl", "Gwarancja Dostawy"],
    instrument: "Polish Act on Competition and Consumer Protection",
    provision: "Practices infringing the collective interests of consumers (misleading information)",
    patterns: ["fake-urgency"],
    summary:
      "UOKiK found that Amazon.pl misled shoppers about when a sale was concluded, about product availability and delivery dates, and about their rights under its delivery guarantee, so that paid orders could be canceled before shipping. It named as a dark pattern the countdown timer that pressed people to order in time for a delivery date Amazon did not guarantee.",
    outcome: {
      money: [],
      orders: "",
    },
    statusNote:
      "UOKiK's own page gives the fine as more than PLN 31 million; the news reports we could read give the exact figure only in words or in a form we cannot check against the amount, so no amount is listed. The decision was not final when announced and Amazon said it would appeal to the court; we have not found the outcome.",
    events: [
      {
        date: "2023-02-01",
        kind: "preliminary-findings",
        text: "UOKiK charged Amazon EU with misleading consumers on Amazon.pl about when a contract is concluded, product availability, delivery times and their rights.",
        source: {
          title:
            "Reuters via CDE News: Polish competition watchdog accuses Amazon EU of misleading consumers",
          url: "https://cde.news/polish-competition-watchdog-accuses-amazon-eu-of-misleading-consumers/",
        },
      },
      {
        date: "2024-03-27",
        kind: "decision",
        text: "UOKiK fined Amazon EU more than PLN 31 million for misleading practices on Amazon.pl, including the countdown timer.",
        source: {
          title: "UOKiK: PLN 31 million fine for Amazon",
          url: "https://uokik.gov.pl/en/pln-31-million-fine-for-amazon",
        },
      },
      {
        date: "2024-03-27",
        kind: "company-response",
        text: "Amazon said it disagreed with the decision and the fine and would appeal.",
        source: {
          title: "TVN24: UOKiK nakłada prawie 32 miliony złotych kary na Amazona",
          url: "https://tvn24.pl/biznes/z-kraju/uokik-naklada-prawie-32-miliony-zlotych-kary-na-amazona-st7840522?source=rss",
        },
      },
    ],
    evidence: [
      {
        quote:
          "In the decision issued against Amazon, we have contested the misleading of consumers, including practices classified as dark patterns, i.e. putting pressure on consumers by displaying a countdown timer showing the time within which an order should be placed, despite the lack of a guarantee of delivery by that date”, says OCCP Chairman Tomasz Chróstny.",
        source: {
          title: "UOKiK: PLN 31 million fine for Amazon",
          url: "https://uokik.gov.pl/en/pln-31-million-fine-for-amazon",
        },
      },
      {
        quote:
          "The decision of the President of the Office concerns Amazon EU SARL, a company based in Luxembourg, which is one of the traders selling goods on the platform. What raised concern for the President of the Office were misleading practices regarding information about when a sales contract is concluded, product availability, delivery dates and consumers' rights related to the “Guaranteed Delivery” service.",
        source: {
          title: "UOKiK: PLN 31 million fine for Amazon",
          url: "https://uokik.gov.pl/en/pln-31-million-fine-for-amazon",
        },
      },
      {
        quote:
          'UOKiK podał w środę, że nałożył 31,85 mln zł kary na Amazon EU SARL za naruszenie zbiorowych interesów konsumentów i wprowadzanie konsumentów w błąd co do momentu zawarcia umowy sprzedaży, dostępności produktów, terminów dostaw i uprawnień konsumentów dotyczących usługi "Gwarancja Dostawy".',
        source: {
          title: "Do Rzeczy: UOKiK ukarał Amazona. Jest zapowiedź odwołania",
          url: "https://dorzeczy.pl/ekonomia/567465/uokik-ukaral-amazona-jest-zapowiedz-odwolania.html",
        },
      },
      {
        quote:
          "2024-03-27, 16:50\nWielu konsumentów wskazywało na nieprawidłowości w świadczeniu usług w ramach serwisu, między innymi na anulowanie zamówień lub brak dostawy zamówionych produktów.",
        source: {
          title: "Polskie Radio 24: Ponad 31 mln zł. Amazon ukarany przez UOKiK",
          url: "https://polskieradio24.pl/5/1222/Artykul/3356092,ponad-31-mln-zl-amazon-ukarany-przez-uokik-chodzi-o-wprowadzanie-konsumentow-w-blad",
        },
      },
      {
        quote:
          "Wyjaśnił, że nieprawdziwe informacje o dostępności produktów i terminach dostaw to kwestionowane praktyki, zaliczane do tak zwanych dark patterns. Amazon zapowiedział odwołanie się od decyzji.",
        source: {
          title: "TVN24: UOKiK nakłada prawie 32 miliony złotych kary na Amazona",
          url: "https://tvn24.pl/biznes/z-kraju/uokik-naklada-prawie-32-miliony-zlotych-kary-na-amazona-st7840522?source=rss",
        },
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-28",
    primarySource: {
      title: "UOKiK: PLN 31 million fine for Amazon",
      url: "https://uokik.gov.pl/en/pln-31-million-fine-for-amazon",
    },
    secondarySources: [
      {
        title: "Polskie Radio 24: Ponad 31 mln zł. Amazon ukarany przez UOKiK",
        url: "https://polskieradio24.pl/5/1222/Artykul/3356092,ponad-31-mln-zl-amazon-ukarany-przez-uokik-chodzi-o-wprowadzanie-konsumentow-w-blad",
      },
    ],
  },
  {
    id: "uokik-duka-2023",
    date: "2023-12-21",
    stage: "decision",
    authorities: ["uokik"],
    company: "DUKA International S.A. (duka.com/pl)",
    keywords: ["DUKA"],
    instrument: "Polish Act on Competition and Consumer Protection",
    provision: "Practices infringing the collective interests of consumers (unfair market practice)",
    patterns: ["preselection"],
    summary:
      "UOKiK found that the online shop of the Swedish homeware chain DUKA automatically put a promotional umbrella or cup into shoppers' baskets throughout 2022 without their express consent, so people had to spot and remove it or pay for it and send it back at their own cost. It called the practice an unlawful dark pattern and ordered refunds on top of the fine.",
    outcome: {
      money: [],
      orders:
        "Compensate customers who paid for the unrequested items (PLN 24.99 to those who kept them, PLN 14.50 to those who sent them back at their own cost) and publish statements on its website and social media.",
    },
    statusNote:
      "UOKiK's own release gives the fine as more than one and a half million złoty; the exact figure appears only in a business magazine we could read, so no amount is listed.",
    events: [
      {
        date: "2023-06",
        kind: "preliminary-findings",
        text: "UOKiK charged DUKA with infringing the collective interests of consumers by adding products to online baskets without consent.",
        source: {
          title: "RMF24: Duka International z zarzutem UOKiK",
          url: "https://www.rmf24.pl/ekonomia/news-duka-international-z-zarzutem-uokik-spolce-grozi-dotkliwa-ka,nId,6869093",
        },
      },
      {
        date: "2023-12-21",
        kind: "decision",
        text: "UOKiK fined DUKA and ordered it to compensate the customers who paid for the added items.",
        source: {
          title: "UOKiK: Exceptionally pricey extras - fine for DUKA and refunds for customers",
          url: "https://archiwum.uokik.gov.pl/news.php?news_id=20180",
        },
      },
    ],
    evidence: [
      {
        quote:
          "< previous | next > 21.12.2023\n\nExceptionally pricey extras - fine for DUKA and refunds for customers",
        source: {
          title: "UOKiK: Exceptionally pricey extras - fine for DUKA and refunds for customers",
          url: "https://archiwum.uokik.gov.pl/news.php?news_id=20180",
        },
      },
      {
        quote:
          "President of UOKiK has imposed more than one and a half million zlotys on DUKA International for a practice that violates the collective interests of consumers.",
        source: {
          title: "UOKiK: Exceptionally pricey extras - fine for DUKA and refunds for customers",
          url: "https://archiwum.uokik.gov.pl/news.php?news_id=20180",
        },
      },
      {
        quote:
          "The duka.com online store automatically added unsolicited products to the buyer’s shopping cart. This is an unlawful practice of dark patterns.",
        source: {
          title: "UOKiK: Exceptionally pricey extras - fine for DUKA and refunds for customers",
          url: "https://archiwum.uokik.gov.pl/news.php?news_id=20180",
        },
      },
      {
        quote: "podkreśla Prezes UOKiK Tomasz Chróstny. Nałożył on na firmę karę w wysokości 1 578 061 zł.",
        source: {
          title: "Business Insider Polska: Duka z ponad 1,5 mln zł kary. Sklep ma oddać klientom pieniądze",
          url: "https://businessinsider.com.pl/wiadomosci/duka-z-ponad-15-mln-zl-kary-sklep-ma-oddac-klientom-pieniadze/4p75rr1",
        },
      },
      {
        quote:
          "Urząd Ochrony Konkurencji i Konsumentów (UOKiK) nałożył ponad półtora miliona złotych kary na firmę DUKA za stosowanie praktyki naruszającej interesy konsumentów.",
        source: {
          title: "TVN24: Urząd ukarał znaną sieć za antykonsumenckie praktyki. Ma zwracać klientom pieniądze",
          url: "https://tvn24.pl/biznes/z-kraju/uokik-nalozyl-kare-na-sklep-duka-za-antykonsumenckie-praktyki-st7630179",
        },
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-28",
    primarySource: {
      title: "UOKiK: Exceptionally pricey extras - fine for DUKA and refunds for customers",
      url: "https://archiwum.uokik.gov.pl/news.php?news_id=20180",
    },
    secondarySources: [
      {
        title: "Business Insider Polska: Duka z ponad 1,5 mln zł kary. Sklep ma oddać klientom pieniądze",
        url: "https://businessinsider.com.pl/wiadomosci/duka-z-ponad-15-mln-zl-kary-sklep-ma-oddac-klientom-pieniadze/4p75rr1",
      },
    ],
  },
  {
    id: "uokik-olx-2022",
    date: "2024-02-26",
    stage: "decision",
    authorities: ["uokik"],
    company: "Grupa OLX (OLX.pl)",
    keywords: ["OLX", "OLX.pl", "Pakiet ochronny"],
    instrument: "Polish Act on Competition and Consumer Protection",
    provision: "Practices infringing the collective interests of consumers (decision DOZIK 2/2024)",
    patterns: ["hidden-costs"],
    summary:
      "UOKiK decided that OLX.pl misled buyers when they sorted offers 'from the cheapest', because the prices ignored a service fee that was added to some items, and that the site's design did not show that items could be bought without that fee. It also found that the paid 'Protection Package' gave buyers far less protection than it suggested, so that buyers could lose money to dishonest sellers.",
    outcome: {
      money: [],
      orders:
        "Change the website (including the Protection Package and the sorting of offers) and refund customers whose Protection Package claims were rejected and, in the cases set by the decision, the service fees they paid.",
    },
    statusNote:
      "The decision (DOZIK 2/2024) imposed no fine; OLX said it would refund users in the cases the decision sets. We have not found whether it was appealed. A separate UOKiK decision of June 2025 fined OLX over its ratings system; it is not recorded here.",
    events: [
      {
        date: "2022-09-22",
        kind: "notice",
        text: "UOKiK brought charges against OLX over the sorting of offers, the service fee and the Protection Package.",
        source: {
          title: "UOKiK: OLX with charges from the President of UOKiK",
          url: "https://uokik.gov.pl/news.php?news_id=18892",
        },
      },
      {
        date: "2024-02-26",
        kind: "decision",
        text: "UOKiK's President issued decision DOZIK 2/2024, requiring OLX to change the website and refund customers.",
        source: {
          title: "UOKiK: Grupa OLX – decision by President of UOKiK",
          url: "https://uokik.gov.pl/en/grupa-olx-decyzja-prezesa-uokik",
        },
      },
    ],
    evidence: [
      {
        quote:
          "President of UOKiK has issued a decision requiring Grupa OLX to make changes to the website and refund customers.",
        source: {
          title: "UOKiK: Grupa OLX – decision by President of UOKiK",
          url: "https://uokik.gov.pl/en/grupa-olx-decyzja-prezesa-uokik",
        },
      },
      {
        quote:
          "- Consumers suffered negative financial consequences as a result of the actions of Grupa OLX. The company used a number of provisions that significantly limited the scope of their protection.",
        source: {
          title: "UOKiK: Grupa OLX – decision by President of UOKiK",
          url: "https://uokik.gov.pl/en/grupa-olx-decyzja-prezesa-uokik",
        },
      },
      {
        quote:
          "Grupa OLX sp. z o.o. z siedzibą w Poznaniu informuje o wydaniu w dniu 26.02.2024 decyzji Prezesa Urzędu Ochrony Konkurencji i Konsumentów nr DOZIK 2/2024.",
        source: {
          title: "OLX blog: Poznaj decyzję Prezesa UOKiK nr DOZIK 2/2024 wobec OLX",
          url: "https://blog.olx.pl/2024/04/15/poznaj-decyzje-prezesa-uokik-nr-dozik-2-2024-wobec-olx/comment-page-8/",
        },
      },
      {
        quote: "< previous | next > 22.09.2022\n\nOLX with charges from the President of UOKiK",
        source: {
          title: "UOKiK: OLX with charges from the President of UOKiK",
          url: "https://uokik.gov.pl/news.php?news_id=18892",
        },
      },
      {
        quote: "The President of UOKiK has brought charges against the popular sales platform",
        source: {
          title: "UOKiK: OLX with charges from the President of UOKiK",
          url: "https://uokik.gov.pl/news.php?news_id=18892",
        },
      },
      {
        quote:
          'The president of the UOKiK has charged the company with misleading sorting of offers. When selecting the "from the cheapest" option - prices do not include the "Maintenance Service" fee, which may affect the selection of a less cost-effective offer.',
        source: {
          title: "UOKiK: OLX with charges from the President of UOKiK",
          url: "https://uokik.gov.pl/news.php?news_id=18892",
        },
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-28",
    primarySource: {
      title: "UOKiK: Grupa OLX – decision by President of UOKiK",
      url: "https://uokik.gov.pl/en/grupa-olx-decyzja-prezesa-uokik",
    },
    secondarySources: [
      {
        title: "UOKiK: OLX with charges from the President of UOKiK",
        url: "https://uokik.gov.pl/news.php?news_id=18892",
      },
      {
        title: "Wgospodarce: Zarzuty UOKiK. OLX wprowadzał w błąd",
        url: "https://wgospodarce.pl/informacje/117274-zarzuty-uokik-olx-wprowadzal-w-blad",
      },
    ],
  },
];
