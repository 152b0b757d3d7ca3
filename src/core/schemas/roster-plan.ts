import { z } from "zod";
import { messages } from "#core/messages.ts";
import { clampAtkSpdGoal } from "#core/rules/number-input.ts";
import { baseUpdatedAtSchema, hunterInputSchema, type OwnHunter } from "./hunter.ts";
import { ATK_SPD_GOAL_MAX, boundedNumber, SLOT_INDEX_MAX } from "./numbers.ts";
import { isStorableText, storable } from "./text.ts";

// The roster plan's inputs (docs/product.md#roster-plan): the player's saved priority order with
// per-hunter goals, and "Apply all", which saves every changed hunter in one transaction.

// One per slot a player can have, at most.
const ROSTER_HUNTERS_MAX = SLOT_INDEX_MAX + 1;
// As many as an inventory holds at most ('Save & Delete Items' allows the same).
const DELETE_ITEMS_MAX = 400;

const id = z
  .string({ error: messages.invalidRequest })
  .min(1, messages.invalidRequest)
  .max(64, messages.invalidRequest)
  .refine(isStorableText, { error: messages.invalidRequest });

const distinct = (ids: readonly string[]) => new Set(ids).size === ids.length;

/**
 * A hunter's goal in the roster plan, overriding the one saved in its build: the single planner's goal, the
 * ATK SPD goal (HunterInput.atkSpdGoal) and, optionally, the stat that breaks ties between plans (planBuild's
 * `stat`; absent: the Build Summary's largest stat other than ATK SPD). A goal faster than the game's
 * fastest attack is raised to it, as the builder's goal is (rules/number-input.ts, clampAtkSpdGoal).
 */
const rosterGoalSchema = z.object({
  atkSpdGoal: boundedNumber(0, ATK_SPD_GOAL_MAX).transform(clampAtkSpdGoal),
  stat: z.string().min(1).max(80).optional(),
});
export type RosterGoal = z.infer<typeof rosterGoalSchema>;

/**
 * GET and PUT /api/roster-plan/settings. `order`: hunter ids, highest priority first; a hunter missing from
 * it comes after those listed. `goals`: hunter id -> goal override; a hunter without one plans for its own
 * build's goal. The server keeps only ids of the player's own hunters, so a deleted hunter drops out.
 */
export const rosterPlanSettingsSchema = storable(
  z.object({
    order: z.array(id).max(ROSTER_HUNTERS_MAX).refine(distinct, { error: messages.invalidRequest }),
    goals: z
      .record(id, rosterGoalSchema)
      .default(() => ({}))
      .refine((goals) => Object.keys(goals).length <= ROSTER_HUNTERS_MAX, {
        error: messages.invalidRequest,
      }),
  }),
);
export type RosterPlanSettings = z.infer<typeof rosterPlanSettingsSchema>;
export type RosterPlanSettingsInput = z.input<typeof rosterPlanSettingsSchema>;

/**
 * One hunter of "Apply all": its new build (the same schema as a single save's `hunter`) and the stored
 * `updatedAt` the plan was made from (the page always sends it; absent, as for a single save: no check). A
 * different stored version answers 409 "hunter-conflict" with `details.current` (that hunter as stored), as
 * a single save does, and nothing is written.
 */
const rosterApplyHunterSchema = z.object({
  hunterId: id,
  baseUpdatedAt: baseUpdatedAtSchema,
  hunter: hunterInputSchema,
});

/**
 * POST /api/roster-plan/apply, with an Idempotency-Key. All or nothing: every hunter is saved (each with a
 * version in its history) or none. `deleteItemIds`: inventory items the plan equips ("Apply all" offered to
 * delete them, as the builder's 'Save & Delete Items'); each is deleted in the same transaction only when a
 * hunter of the request now wears it (an identical item) and did not before, and the copies left still cover
 * every other hunter that wears one (rules/planner/consumed-items.ts); the others stay and the answer lists
 * those deleted. A hunter or item that is not the player's answers 404 and changes nothing.
 */
export const rosterApplySchema = storable(
  z.object({
    hunters: z
      .array(rosterApplyHunterSchema)
      .min(1, messages.invalidRequest)
      .max(ROSTER_HUNTERS_MAX, messages.invalidRequest)
      .refine((list) => distinct(list.map((h) => h.hunterId)), { error: messages.invalidRequest }),
    deleteItemIds: z
      .array(id)
      .max(DELETE_ITEMS_MAX, messages.invalidRequest)
      .default(() => []),
  }),
);
export type RosterApplyInput = z.input<typeof rosterApplySchema>;

/** The answer of POST /api/roster-plan/apply: the saved hunters in the request's order, and the items deleted. */
export type RosterApplyResult = { hunters: OwnHunter[]; deletedItemIds: string[] };
