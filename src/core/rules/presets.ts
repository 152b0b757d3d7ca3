import { messages } from "#core/messages.ts";
import { presetLimit } from "#core/rules/slots.ts";
import type { PresetFilters } from "#core/schemas/presets.ts";

// What a player may do with inventory presets (docs/product.md#presets, #paying-and-vip), checked by the screen and the server.

export function checkPresetLimit(count: number, isVip: boolean): string | null {
  const limit = presetLimit(isVip);
  return count >= limit ? messages.presetLimit(limit) : null;
}

// Only a VIP edits presets: a lapsed VIP's stay listed, read-only, and may be deleted. The server's list
// and a preset made offline both mark `editable` by it.
export const presetEditable = (isVip: boolean): boolean => isVip;

export const checkPresetEdit = (isVip: boolean): string | null =>
  presetEditable(isVip) ? null : messages.presetEditVipOnly;

// The inheritable filter is VIP only (docs/product.md#free-and-vip): a free user's preset never keeps it.
export const filtersForTier = (filters: PresetFilters, isVip: boolean): PresetFilters =>
  isVip ? filters : { ...filters, inheritable: false };
