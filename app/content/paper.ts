import { z } from "zod";
import { parseContent } from "./schemas.ts";

/** The words beside every PDF link that comes in A4 and US Letter (app/components/paper-note.tsx). */
const paperTextSchema = z.object({
  /** The other size's link: "{paper}" and "{size}" are filled in. */
  otherPaper: z.string().includes("{paper}").includes("{size}"),
});

export const paperText = parseContent(
  paperTextSchema,
  {
    otherPaper: "also in {paper}, {size}",
  },
  "content/paper.ts",
);
