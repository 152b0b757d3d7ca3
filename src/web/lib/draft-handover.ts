import { type HunterInput, hunterInputSchema } from "#core/schemas/hunter.ts";

// A build prepared on another screen ("Copy to my roster") handed to /builder?slot=n, unsaved: kept in
// the tab's sessionStorage so a reload of the builder still finds it, cleared when the builder closes.
const key = (slotIndex: number) => `hl.builderDraft.${slotIndex}`;

export function handOverDraft(slotIndex: number, hunter: HunterInput): void {
  sessionStorage.setItem(key(slotIndex), JSON.stringify(hunter));
}

export function readHandedOverDraft(slotIndex: number): HunterInput | null {
  const text = typeof sessionStorage === "undefined" ? null : sessionStorage.getItem(key(slotIndex));
  if (!text) return null;
  try {
    const parsed = hunterInputSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearHandedOverDraft(slotIndex: number): void {
  sessionStorage.removeItem(key(slotIndex));
}
