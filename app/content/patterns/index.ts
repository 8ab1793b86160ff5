import type { Pattern } from "../schemas.ts";
import { aiAnthropomorphism } from "./ai-anthropomorphism.ts";
import { aiBrandBias } from "./ai-brand-bias.ts";
import { aiCompanionAttachment } from "./ai-companion-attachment.ts";
import { aiSneaking } from "./ai-sneaking.ts";
import { aiSycophancy } from "./ai-sycophancy.ts";
import { aiUserRetention } from "./ai-user-retention.ts";
import { autoplay } from "./autoplay.ts";
import { confirmshaming } from "./confirmshaming.ts";
import { consentAsymmetry } from "./consent-asymmetry.ts";
import { disguisedAds } from "./disguised-ads.ts";
import { fakeScarcity } from "./fake-scarcity.ts";
import { fakeSocialProof } from "./fake-social-proof.ts";
import { fakeUrgency } from "./fake-urgency.ts";
import { forcedAction } from "./forced-action.ts";
import { hardToCancel } from "./hard-to-cancel.ts";
import { hiddenCosts } from "./hidden-costs.ts";
import { hiddenSubscription } from "./hidden-subscription.ts";
import { infiniteScroll } from "./infinite-scroll.ts";
import { nagging } from "./nagging.ts";
import { obstruction } from "./obstruction.ts";
import { preselection } from "./preselection.ts";
import { sneakIntoBasket } from "./sneak-into-basket.ts";
import { socialValidation } from "./social-validation.ts";
import { trickWording } from "./trick-wording.ts";
import { variableRewards } from "./variable-rewards.ts";
import { visualInterference } from "./visual-interference.ts";

/**
 * The pattern library's modules, one per pattern, by slug (the file's name): the one list of patterns that
 * the site (content/patterns.ts), the route table (family-paths.ts), the build's steps, the extension and
 * the browser tests read, in Vite and in plain Node alike (ADR 038). Adding a pattern is its module, a line
 * here and its two drawings (components/patterns/illustrations/); index.test.ts checks that every file of
 * this folder is listed, and content/patterns.ts that each module's slug is its key.
 */
export const patternModules: Record<string, Pattern> = {
  "ai-anthropomorphism": aiAnthropomorphism,
  "ai-brand-bias": aiBrandBias,
  "ai-companion-attachment": aiCompanionAttachment,
  "ai-sneaking": aiSneaking,
  "ai-sycophancy": aiSycophancy,
  "ai-user-retention": aiUserRetention,
  autoplay: autoplay,
  confirmshaming: confirmshaming,
  "consent-asymmetry": consentAsymmetry,
  "disguised-ads": disguisedAds,
  "fake-scarcity": fakeScarcity,
  "fake-social-proof": fakeSocialProof,
  "fake-urgency": fakeUrgency,
  "forced-action": forcedAction,
  "hard-to-cancel": hardToCancel,
  "hidden-costs": hiddenCosts,
  "hidden-subscription": hiddenSubscription,
  "infinite-scroll": infiniteScroll,
  nagging: nagging,
  obstruction: obstruction,
  preselection: preselection,
  "sneak-into-basket": sneakIntoBasket,
  "social-validation": socialValidation,
  "trick-wording": trickWording,
  "variable-rewards": variableRewards,
  "visual-interference": visualInterference,
};

/** The patterns' slugs, in alphabetical order: the pages under /patterns/. */
export const patternSlugs: string[] = Object.keys(patternModules).sort();
