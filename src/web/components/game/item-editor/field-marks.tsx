import { createContext, type ReactNode, useContext } from "react";

// Fields of an item the player should look at before saving: where a screenshot was read without certainty
// (docs/product.md#add-items-from-screenshots). Names are the recognizer's (`rarity`, `attributes.0.value`);
// the editor's fields ask by name, so every form that does not provide marks draws exactly as before.
type Marks = { marked: (field: string) => boolean; hint: string };

const FieldMarksContext = createContext<Marks | null>(null);

export function FieldMarks({ marked, hint, children }: Marks & { children: ReactNode }) {
  return <FieldMarksContext.Provider value={{ marked, hint }}>{children}</FieldMarksContext.Provider>;
}

// A ring in the warning colour and a line of text under the field: colour is never the only sign.
export const MARK_CLASS = "ring-2 ring-lodge-warn ring-offset-1 ring-offset-lodge-panel";

/** The hint under a marked field and the class of its control; undefined for an unmarked one. */
export function useFieldMark(): (field: string) => { hint: string; className: string } | undefined {
  const marks = useContext(FieldMarksContext);
  return (field) => (marks?.marked(field) ? { hint: marks.hint, className: MARK_CLASS } : undefined);
}
