import type { EnforcementRecordInput } from "../schema";

/**
 * Asia (India, Japan, South Korea) and European national authorities that the other regional files do not
 * cover (Germany, Poland, Norway, Spain, Belgium, Sweden, Austria).
 */
export const worldRecords: EnforcementRecordInput[] = [
  {
    id: "uokik-amazon-2024",
    date: "2024-03-27",
    stage: "decision",
    authorities: ["uokik"],
    company: "Amazon EU SARL (Amazon.pl)",
    keywords: ["Amazon", "Amazon.pl", "Gwarancja Dostawy"],
    instrument: "Polish Act on Competition and Consumer Protection",
    provision: "Practices infringing the collective interests of consumers (misleading information)",
    patterns: [],
    designNote:
      "A countdown timer telling shoppers how long they had left to order, although delivery by the promised date was not guaranteed.",
    summary:
      "UOKiK found that Amazon.pl misled shoppers about when a sale was concluded, about product availability and delivery dates, and about their rights under its delivery guarantee, so that paid orders could be canceled before shipping. It named as a dark pattern the countdown timer that pressed people to order in time for a delivery date Amazon did not guarantee.",
    outcome: {
      money: [
        {
          amount: 31_850_000,
          currency: "PLN",
          kind: "fine",
          note: "PLN 31.85 million as reported; Polskie Radio gives the exact figure, in words, as PLN 31,850,141.",
        },
      ],
      orders: "",
    },
    statusNote:
      "The decision was not final when announced and Amazon said it would appeal to the court; we have not found the outcome.",
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
        text: "UOKiK fined Amazon EU PLN 31.85 million for misleading practices on Amazon.pl, including the countdown timer.",
        source: {
          title: "UOKiK: PLN 31 million fine for Amazon",
          url: "https://uokik.gov.pl/en/pln-31-million-fine-for-amazon",
        },
      },
      {
        date: "2024-03-27",
        kind: "company-response",
        text: "Amazon said it strongly disagreed with the decision and the fine and would appeal.",
        source: {
          title:
            "Over PLN 31 million in fines. Amazon will appeal against the decision of the Office of Competition and Consumer Protection",
          url: "https://www.sephardiccouncil.org/over-pln-31-million-in-fines-amazon-will-appeal-against-the-decision-of-the-office-of-competition-and-consumer-protection/",
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
          "We strictly comply with the law in all countries where we operate and we strongly disagree with the decision made and the penalty imposed by the President of the Office of Competition and Consumer Protection. We will appeal against this decision,” we read further.",
        source: {
          title:
            "Over PLN 31 million in fines. Amazon will appeal against the decision of the Office of Competition and Consumer Protection",
          url: "https://www.sephardiccouncil.org/over-pln-31-million-in-fines-amazon-will-appeal-against-the-decision-of-the-office-of-competition-and-consumer-protection/",
        },
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-25",
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
      money: [{ amount: 1_578_061, currency: "PLN", kind: "fine" }],
      orders:
        "Compensate customers who paid for the unrequested items (PLN 24.99 to those who kept them, PLN 14.50 to those who sent them back at their own cost) and publish statements on its website and social media.",
    },
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
          "Prezes UOKiK poinformował 21.12.2023 r. o decyzji w sprawie DUKA International S.A. Organ ukarał spółkę za stosowanie tzw. dark patterns.",
        source: {
          title: "Affre: Prezes UOKiK ukarał DUKA za tzw. dark patterns w sklepie internetowym",
          url: "https://affre.pl/alert-prawny-prezes-uokik-ukaral-duka-za-tzw-dark-patterns-w-sklepie-internetowym/",
        },
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-25",
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
    id: "uokik-natural-pharmaceuticals-2023",
    date: "2023-09-27",
    stage: "decision",
    authorities: ["uokik"],
    company: "Natural Pharmaceuticals sp. z o.o. and its manager",
    keywords: ["Natural Pharmaceuticals", "vitamin D"],
    instrument: "Polish Act on Competition and Consumer Protection; Polish Consumer Rights Act",
    provision: "Practices infringing the collective interests of consumers; labeling of the order button",
    patterns: [],
    designNote:
      "A free-sample order confirmation followed at once by a look-alike window that signed people up for a paid yearly supply and subscription.",
    summary:
      "UOKiK found seven practices by which the dietary supplement seller Natural Pharmaceuticals misled and manipulated consumers, including offers of free samples online after which a similar-looking window signed people up for a paid yearly supply with a subscription. It also objected to an order button not labeled as the law requires and to a 'free' vitamin D supply for which shipping had to be paid, and fined the company's manager as well.",
    outcome: {
      money: [
        { amount: 5_196_840, currency: "PLN", kind: "fine", note: "Fine on the company." },
        {
          amount: 110_000,
          currency: "PLN",
          kind: "fine",
          note: "Fine on the company's manager for knowingly allowing the violations.",
        },
      ],
      orders:
        "Inform all customers since 14 February 2017 of the decision and publish a statement on its website and social media.",
    },
    statusNote: "The decision was not final when announced; we have not checked whether it was appealed.",
    events: [
      {
        date: "2022-04",
        kind: "preliminary-findings",
        text: "UOKiK charged Natural Pharmaceuticals with infringing the collective interests of consumers and opened proceedings to fine its manager.",
        source: {
          title: "Rynek Zdrowia: Firma obiecywała darmowy zapas roczny witaminy D. Już zajął się nią UOKiK",
          url: "https://www.rynekzdrowia.pl/farmacja/firma-obiecywala-darmowy-zapas-roczny-witaminy-d-juz-zajal-sie-nia-uokik,231631,6.html",
        },
      },
      {
        date: "2023-09-27",
        kind: "decision",
        text: "UOKiK fined the company and its manager for seven practices, several of them dark patterns.",
        source: {
          title:
            "UOKiK: More than PLN 5 million fine for manipulating mail order sales of dietary supplements",
          url: "https://archiwum.uokik.gov.pl/news.php?news_id=19988",
        },
      },
    ],
    evidence: [
      {
        quote:
          "There were supposed to be free samples of supplements, while bills were coming in for a year’s supply of the product along with a subscription.",
        source: {
          title:
            "UOKiK: More than PLN 5 million fine for manipulating mail order sales of dietary supplements",
          url: "https://archiwum.uokik.gov.pl/news.php?news_id=19988",
        },
      },
      {
        quote:
          "The President of UOKiK has imposed a fine of more than PLN 5 million on Natural Pharmaceuticals.",
        source: {
          title:
            "UOKiK: More than PLN 5 million fine for manipulating mail order sales of dietary supplements",
          url: "https://archiwum.uokik.gov.pl/news.php?news_id=19988",
        },
      },
      {
        quote:
          "27.09.2023 | Polish competition authority\nThe President of the Polish competition authority has levied a fine exceeding 5 million PLN against Natural Pharmaceuticals for violating collective consumer interests.",
        source: {
          title:
            "PolicyPulse: Natural Pharmaceuticals Fined Over 5 Million PLN for Misleading Supplement Sales",
          url: "https://www.policypulse.pro/article/zPvASKRaNtbH9XSWKbyf",
        },
      },
      {
        quote:
          "The total fine imposed on Natural Pharmaceuticals amounts to 5,196,840 PLN, with an additional 110,000 PLN penalty for the company's CEO, Carl Jonas Törnquist, for knowingly allowing these violations.",
        source: {
          title:
            "PolicyPulse: Natural Pharmaceuticals Fined Over 5 Million PLN for Misleading Supplement Sales",
          url: "https://www.policypulse.pro/article/zPvASKRaNtbH9XSWKbyf",
        },
      },
      {
        quote:
          "Gdy konsument klikał żeby potwierdzić chęć jej otrzymania, niemal natychmiast pojawiało się kolejne okno z podobnym komunikatem, który nie dotyczył jednak darmowej próbki, ale rocznego płatnego zapasu produktu wraz z subskrypcją.",
        source: {
          title: "Warto Wiedzieć: UOKiK ukarał sprzedawcę suplementów diety",
          url: "https://wartowiedziec.pl/polityka-zdrowotna/70357-uokik-ukaral-sprzedawce-suplementow-diety",
        },
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-25",
    primarySource: {
      title: "UOKiK: More than PLN 5 million fine for manipulating mail order sales of dietary supplements",
      url: "https://archiwum.uokik.gov.pl/news.php?news_id=19988",
    },
    secondarySources: [
      {
        title: "Osborne Clarke: Kara dla spółki i prezesa zarządu za stosowanie dark patterns",
        url: "https://www.osborneclarke.com/pl/insights/kara-dla-spolki-i-prezesa-zarzadu-za-stosowanie-dark-patterns-0",
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
