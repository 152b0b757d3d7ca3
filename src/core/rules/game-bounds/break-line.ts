import type { RuleBreak } from "./breaks.ts";

// One break as a line the same in every language: the field's path, its value and the bound it passes, in
// symbols. The server's refusal lists these (messages.outsideGameRules); screens word the break itself.
export function ruleBreakLine(ruleBreak: RuleBreak): string {
  const { field, value, min, max } = ruleBreak;
  if (ruleBreak.kind === "attribute-once") return `${field} ${value} ×2`;
  if (min !== undefined && typeof value === "number" && value < min) return `${field} ${value} < ${min}`;
  return `${field} ${value} > ${max}`;
}

export const ruleBreakLines = (breaks: readonly RuleBreak[]): string => breaks.map(ruleBreakLine).join("; ");
