import { createContext, type ReactNode, useContext } from "react";
import type { RuleBreak } from "#core/rules/game-bounds/breaks.ts";
import { useRuleBreakProblem } from "#web/components/game/rule-breaks/use-rule-break-text.ts";

// Fields of an item the player should look at before saving: a value outside the game's rules, which the field
// says as the player types (docs/product.md#the-games-rules-on-every-value), and where a screenshot was read
// without certainty (docs/product.md#add-items-from-screenshots). Names are the item's fields (`rarity`,
// `attributes.0.value`); the editor's fields ask by name, so a form without marks draws exactly as before.
type Marks = { marked: (field: string) => boolean; hint: string };

const FieldMarksContext = createContext<Marks | null>(null);
const RuleBreaksContext = createContext<ReadonlyMap<string, string>>(new Map());

export function FieldMarks({ marked, hint, children }: Marks & { children: ReactNode }) {
  return <FieldMarksContext.Provider value={{ marked, hint }}>{children}</FieldMarksContext.Provider>;
}

/** The breaks of the item being edited, worded once by field (the item editor provides them from the one rule). */
export function RuleBreakMarks({ breaks, children }: { breaks: readonly RuleBreak[]; children: ReactNode }) {
  const problem = useRuleBreakProblem();
  const hints = new Map(breaks.map((b) => [b.field, problem(b)]));
  return <RuleBreaksContext.Provider value={hints}>{children}</RuleBreaksContext.Provider>;
}

// A ring in the warning colour and a line of text under the field: colour is never the only sign.
const MARK_CLASS = "ring-2 ring-lodge-warn ring-offset-1 ring-offset-lodge-panel";

/**
 * The hint under a marked field and the class of its control; undefined for an unmarked one. A broken rule
 * comes first: what the game allows is the surer word than what a screenshot may have said.
 */
export function useFieldMark(): (field: string) => { hint: string; className: string } | undefined {
  const marks = useContext(FieldMarksContext);
  const broken = useContext(RuleBreaksContext);
  return (field) => {
    const hint = broken.get(field);
    if (hint !== undefined) return { hint, className: MARK_CLASS };
    return marks?.marked(field) ? { hint: marks.hint, className: MARK_CLASS } : undefined;
  };
}
