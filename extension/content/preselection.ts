/**
 * Preselection: a box ticked before the visitor touched it, for something that benefits the seller: an
 * add-on, insurance, consent to share data, marketing. Pure: the content script reads each ticked box's
 * label and asks here what it is for. A ticked "Remember me" or "Same as billing address" is not one.
 */

export type PreselectionTopic = "add-on" | "insurance" | "consent" | "marketing";

const topics: Array<[PreselectionTopic, RegExp]> = [
  ["insurance", /\b(?:insurance|insure[ds]?|protection plan|warranty|cover(?:age)?|guarantee plan)\b/i],
  [
    "marketing",
    /\b(?:newsletters?|offers?|promotions?|promotional|marketing|deals|news and updates|special offers|e-?mails? (?:me|about)|send me|keep me (?:posted|updated|informed)|sms|text messages)\b/i,
  ],
  [
    "consent",
    /\b(?:consent|share (?:my|your) (?:data|details|information)|partners|third[- ]part(?:y|ies)|personali[sz]ed (?:ads|advertising)|cookies|tracking|profiling|data (?:sharing|processing))\b/i,
  ],
  [
    "add-on",
    /\b(?:add(?:-on| on)?|extras?|upgrade|gift ?wrap(?:ping)?|donat(?:e|ion)|tip|priority|express|membership|subscription|subscribe|premium|plus\b|trial|carbon offset|support (?:us|the))\b|[+]\s*[$€£]\s?\d/i,
  ],
];

const harmless =
  /\b(?:remember me|keep me (?:signed|logged) in|stay signed in|same as (?:billing|shipping|delivery)|save (?:this|my) (?:address|card)|show password|i am (?:over|at least) \d+|accept(?:ed)? the terms|terms (?:and|&) conditions|strictly necessary|essential cookies)\b/i;

/** What a ticked box with this label is for, when it is one the visitor should have chosen. */
export function preselectionTopic(label: string): PreselectionTopic | undefined {
  const words = label.replace(/\s+/g, " ").trim();
  if (words.length === 0 || harmless.test(words)) return undefined;
  for (const [topic, pattern] of topics) if (pattern.test(words)) return topic;
  return undefined;
}
