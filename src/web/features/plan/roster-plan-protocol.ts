import type { RosterInput, RosterPlan } from "#core/rules/planner/roster-plan.ts";

// Messages between the plan page and its worker. Every request carries an id; an answer to an older
// request than the latest is ignored, so a slow search never overwrites the plan of a newer order.
export type RosterPlanRequest = RosterInput & { id: number };
export type RosterPlanResponse = { id: number; plan: RosterPlan } | { id: number; error: string };
