import type { ReportPlaceCode, ReportProblem, UsStateCode } from "./places.ts";
import { reportPlaces } from "./places.ts";
import type { ReportKind } from "./schema.ts";

/**
 * /report's "What happened?" (issue 52): for a place (and a US state) and a problem, the one or two bodies
 * to try first, then the rest. Pure, over any list of channels, so the build and the tests share it.
 */

/** The kinds of body each problem falls back to, in order, when no channel names it in `firstFor`. */
export const problemKinds: Record<ReportProblem, ReportKind[][]> = {
  money: [["consumer", "financial", "advertising", "cross-border"]],
  platform: [["platforms"]],
  privacy: [["data-protection"]],
  child: [["children"]],
  ai: [["ai"], ["data-protection"], ["consumer"]],
};

export type ChoosableChannel = {
  place: ReportPlaceCode;
  subdivision?: UsStateCode | undefined;
  handles: readonly ReportKind[];
  firstFor: readonly ReportProblem[];
};

/**
 * The channels that apply where the visitor lives, nearest first: the state's own (when a state is
 * chosen), the place's, then the European Union's for a member state. A US channel for another state
 * does not apply; with no state chosen, no state's does.
 */
export function channelsFor<T extends ChoosableChannel>(
  channels: readonly T[],
  place: ReportPlaceCode,
  state: UsStateCode | null = null,
): T[] {
  const own = channels.filter((channel) => channel.place === place);
  const eu =
    reportPlaces[place].region === "eu-members" ? channels.filter((channel) => channel.place === "eu") : [];
  return [
    ...(state ? own.filter((channel) => channel.subdivision === state) : []),
    ...own.filter((channel) => !channel.subdivision),
    ...eu,
  ];
}

/**
 * The bodies to try first: those whose `firstFor` names the problem (at most two, nearest first; the
 * EU's only where the country names none), or,
 * when none does, up to two of the nearest that handle the problem's first kind that any body here
 * handles. The rest: every other body that applies, those handling the problem first.
 */
export function chooseChannels<T extends ChoosableChannel>(
  channels: readonly T[],
  place: ReportPlaceCode,
  state: UsStateCode | null,
  problem: ReportProblem,
): { first: T[]; rest: T[] } {
  const pool = channelsFor(channels, place, state);
  // The EU's own first choice is the EU page's: on a member state's page it counts only where the
  // country names none of its own (a domestic subscription trap is not a cross-border case).
  const named = pool.filter((channel) => channel.firstFor.includes(problem));
  const national = named.filter((channel) => channel.place === place);
  let first = (national.length > 0 ? national : named).slice(0, 2);
  if (first.length === 0) {
    for (const kinds of problemKinds[problem]) {
      first = pool.filter((channel) => channel.handles.some((kind) => kinds.includes(kind))).slice(0, 2);
      if (first.length > 0) break;
    }
  }
  const relevant = new Set(problemKinds[problem].flat());
  const others = pool.filter((channel) => !first.includes(channel));
  const handlesIt = (channel: T) => channel.handles.some((kind) => relevant.has(kind));
  return { first, rest: [...others.filter(handlesIt), ...others.filter((channel) => !handlesIt(channel))] };
}
