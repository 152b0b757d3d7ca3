import type { CardElement } from "./element.ts";
import { hunterCard } from "./hunter-card.ts";
import type { HunterCardModel, ProfileCardModel } from "./model.ts";
import { profileCard } from "./profile-card.ts";
import { siteCard } from "./site-card.ts";

/** What the render worker is asked to draw: the card's kind and its worked-out model. */
export type RenderJob =
  | { kind: "hunter"; model: HunterCardModel }
  | { kind: "profile"; model: ProfileCardModel }
  | { kind: "site" };

export function cardTree(job: RenderJob): CardElement {
  if (job.kind === "hunter") return hunterCard(job.model);
  if (job.kind === "profile") return profileCard(job.model);
  return siteCard();
}
