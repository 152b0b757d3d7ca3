// How a type-ahead (components/ui/type-ahead.tsx) finds the choices a player's typing names: by the shown
// label or by the stored value (the game data's English name), ignoring case and accents.
export type TypeAheadOption = { value: string; label: string };

const fold = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase().replace(/\s+/g, " ").trim();

// 0: the name is the typing; 1: it starts with it; 2: one of its words does; 3: it holds it anywhere.
function rankOf(name: string, typed: string): number | null {
  const folded = fold(name);
  if (folded === typed) return 0;
  if (folded.startsWith(typed)) return 1;
  if (folded.split(/[\s\-–/]+/).some((word) => word.startsWith(typed))) return 2;
  return folded.includes(typed) ? 3 : null;
}

/** The options the typing names, best first, each rank in the options' own order; all of them for no typing. */
export function matchOptions<T extends TypeAheadOption>(options: readonly T[], typing: string): T[] {
  const typed = fold(typing);
  if (typed === "") return [...options];
  return options
    .map((option, index) => {
      const ranks = [rankOf(option.label, typed), rankOf(option.value, typed)].filter((r) => r !== null);
      return { option, index, rank: ranks.length > 0 ? Math.min(...ranks) : null };
    })
    .filter((found): found is { option: T; index: number; rank: number } => found.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((found) => found.option);
}

/** The option whose label or value is exactly what was typed (case and accents aside), if any. */
export function exactOption<T extends TypeAheadOption>(options: readonly T[], typing: string): T | undefined {
  const typed = fold(typing);
  return (
    options.find((option) => fold(option.label) === typed) ??
    options.find((option) => fold(option.value) === typed)
  );
}
