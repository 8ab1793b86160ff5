import { reportChannelData } from "./channels.ts";
import { reportPlaceCodes, type UsStateCode } from "./places.ts";

/**
 * /report's pre-rendered place pages, for the route table (family-paths.ts) and the sitemap: one per
 * place, and one per US state the channels name (/report/us-ca). Plain data from the raw channels, which
 * the route table and the pipeline read in plain Node: nothing here may import a component or use Vite.
 */
export const reportStateCodes: UsStateCode[] = [
  ...new Set(reportChannelData.flatMap((channel) => (channel.subdivision ? [channel.subdivision] : []))),
].sort();

/** The same addresses as components/report/report-place.ts's reportPlacePath gives (report.test.ts). */
export const reportPlacePaths: string[] = [
  ...reportPlaceCodes.map((code) => `/report/${code}`),
  ...reportStateCodes.map((state) => `/report/us-${state}`),
];
