import { data } from "react-router";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { CardSetSheet } from "#app/components/teach/card-set-sheet.tsx";
import { TeachPartHeader } from "#app/components/teach/teach-part-header.tsx";
import { cardSetData } from "#app/data/teach-part-data.server.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { teachPartPath } from "#app/lib/teach-parts.ts";
import type { Route } from "./+types/teach-card-set";

/** Build time, once per set of picture cards (pre-rendered from family-paths.ts). */
export function loader({ params }: Route.LoaderArgs) {
  const set = cardSetData(params.set);
  if (!set) throw data(null, { status: 404 });
  return set;
}

export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData ? pageMeta({ title: loaderData.title, description: loaderData.lead, location }) : [];

export default function TeachCardSetRoute({ loaderData }: Route.ComponentProps) {
  const { eyebrow, ages, title, lead, sheetTitle, total, cards, text, pdf } = loaderData;
  return (
    <>
      <TeachPartHeader
        eyebrow={eyebrow}
        title={title}
        lead={lead}
        ages={ages}
        back={{ href: teachPartPath("cards"), label: text.setBack }}
        pdf={{ ...pdf, label: text.setPdfLabel, title: sheetTitle }}
      />
      {/* Print-ready drawings and words with no control of their own: React leaves the pre-rendered cards
          alone, and renders them anew when a link leads to another set. */}
      <StaticPart version={cards.map((card) => card.number).join()}>
        <CardSetSheet cards={cards} total={total} text={text} />
      </StaticPart>
    </>
  );
}
