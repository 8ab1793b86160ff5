/**
 * The one list of the pattern drawings, by pattern slug: the pages (illustration.server.tsx) and the
 * guide PDF (scripts/pipeline/pdf/print-svg.ts) both find them here. A pattern's two drawings are
 * `{slug}-harmful.tsx` and `{slug}-humane.tsx` beside this file; a pair missing a tone is a type
 * error, a pattern missing from this list fails the pattern library's unit test
 * (app/content/patterns.test.ts). Import it only from server and build code: the drawings reach the
 * browser as rendered HTML, never as JavaScript.
 */
import type { ComponentType } from "react";
import { AiAnthropomorphismHarmful } from "./ai-anthropomorphism-harmful";
import { AiAnthropomorphismHumane } from "./ai-anthropomorphism-humane";
import { AiBrandBiasHarmful } from "./ai-brand-bias-harmful";
import { AiBrandBiasHumane } from "./ai-brand-bias-humane";
import { AiCompanionAttachmentHarmful } from "./ai-companion-attachment-harmful";
import { AiCompanionAttachmentHumane } from "./ai-companion-attachment-humane";
import { AiSneakingHarmful } from "./ai-sneaking-harmful";
import { AiSneakingHumane } from "./ai-sneaking-humane";
import { AiSycophancyHarmful } from "./ai-sycophancy-harmful";
import { AiSycophancyHumane } from "./ai-sycophancy-humane";
import { AiUserRetentionHarmful } from "./ai-user-retention-harmful";
import { AiUserRetentionHumane } from "./ai-user-retention-humane";
import { AutoplayHarmful } from "./autoplay-harmful";
import { AutoplayHumane } from "./autoplay-humane";
import { ConfirmshamingHarmful, keyArea as confirmshamingHarmfulKeyArea } from "./confirmshaming-harmful";
import { ConfirmshamingHumane, keyArea as confirmshamingHumaneKeyArea } from "./confirmshaming-humane";
import { DisguisedAdsHarmful } from "./disguised-ads-harmful";
import { DisguisedAdsHumane } from "./disguised-ads-humane";
import { FakeScarcityHarmful } from "./fake-scarcity-harmful";
import { FakeScarcityHumane } from "./fake-scarcity-humane";
import { FakeUrgencyHarmful } from "./fake-urgency-harmful";
import { FakeUrgencyHumane } from "./fake-urgency-humane";
import { HardToCancelHarmful } from "./hard-to-cancel-harmful";
import { HardToCancelHumane } from "./hard-to-cancel-humane";
import { HiddenCostsHarmful } from "./hidden-costs-harmful";
import { HiddenCostsHumane } from "./hidden-costs-humane";
import { InfiniteScrollHarmful } from "./infinite-scroll-harmful";
import { InfiniteScrollHumane } from "./infinite-scroll-humane";
import { NaggingHarmful } from "./nagging-harmful";
import { NaggingHumane } from "./nagging-humane";
import { PreselectionHarmful } from "./preselection-harmful";
import { PreselectionHumane } from "./preselection-humane";
import { SocialValidationHarmful } from "./social-validation-harmful";
import { SocialValidationHumane } from "./social-validation-humane";
import { VariableRewardsHarmful } from "./variable-rewards-harmful";
import { VariableRewardsHumane } from "./variable-rewards-humane";
import type { IllustrationProps, Tone } from "~/components/shared/drawing-parts";

export type Illustration = ComponentType<IllustrationProps>;
export type IllustrationPair = Record<Tone, Illustration>;

export const patternIllustrations = {
  "ai-anthropomorphism": { harmful: AiAnthropomorphismHarmful, humane: AiAnthropomorphismHumane },
  "ai-brand-bias": { harmful: AiBrandBiasHarmful, humane: AiBrandBiasHumane },
  "ai-companion-attachment": { harmful: AiCompanionAttachmentHarmful, humane: AiCompanionAttachmentHumane },
  "ai-sneaking": { harmful: AiSneakingHarmful, humane: AiSneakingHumane },
  "ai-sycophancy": { harmful: AiSycophancyHarmful, humane: AiSycophancyHumane },
  "ai-user-retention": { harmful: AiUserRetentionHarmful, humane: AiUserRetentionHumane },
  autoplay: { harmful: AutoplayHarmful, humane: AutoplayHumane },
  confirmshaming: { harmful: ConfirmshamingHarmful, humane: ConfirmshamingHumane },
  "disguised-ads": { harmful: DisguisedAdsHarmful, humane: DisguisedAdsHumane },
  "fake-scarcity": { harmful: FakeScarcityHarmful, humane: FakeScarcityHumane },
  "fake-urgency": { harmful: FakeUrgencyHarmful, humane: FakeUrgencyHumane },
  "hard-to-cancel": { harmful: HardToCancelHarmful, humane: HardToCancelHumane },
  "hidden-costs": { harmful: HiddenCostsHarmful, humane: HiddenCostsHumane },
  "infinite-scroll": { harmful: InfiniteScrollHarmful, humane: InfiniteScrollHumane },
  nagging: { harmful: NaggingHarmful, humane: NaggingHumane },
  preselection: { harmful: PreselectionHarmful, humane: PreselectionHumane },
  "social-validation": { harmful: SocialValidationHarmful, humane: SocialValidationHumane },
  "variable-rewards": { harmful: VariableRewardsHarmful, humane: VariableRewardsHumane },
} as const satisfies Record<string, IllustrationPair>;

/**
 * The part of a drawing that makes its point, as a viewBox: where a page shows only that (the home page's
 * example), each drawing it uses names its `keyArea` beside its component.
 */
const keyAreas: Partial<Record<keyof typeof patternIllustrations, Record<Tone, string>>> = {
  confirmshaming: { harmful: confirmshamingHarmfulKeyArea, humane: confirmshamingHumaneKeyArea },
};

export function keyAreaOf(slug: string, tone: Tone): string | undefined {
  return Object.hasOwn(keyAreas, slug) ? keyAreas[slug as keyof typeof keyAreas]?.[tone] : undefined;
}

/** Both drawings of a pattern, or undefined when the pattern has none. */
export function illustrationsFor(slug: string): IllustrationPair | undefined {
  return Object.hasOwn(patternIllustrations, slug)
    ? patternIllustrations[slug as keyof typeof patternIllustrations]
    : undefined;
}
