// Numeric text fields (docs/product.md#number-inputs): the form keeps the text the player typed, cleaned as they type,
// and converts it only when the value is used.

const DIGITS_ONLY = /\D/g;

export function normalizeInteger(raw: string): string {
  return raw.replace(DIGITS_ONLY, "");
}

type DecimalOptions = { max?: number; decimals?: number };

// Comma becomes a point, only the first point survives, and decimals are cut (not rounded) so the
// text never changes under the player's cursor beyond what they typed.
function cleanDecimal(raw: string, decimals: number): string {
  const text = raw.replace(/,/g, ".").replace(/[^\d.]/g, "");
  const point = text.indexOf(".");
  if (point === -1) return text;
  const whole = text.slice(0, point);
  if (decimals <= 0) return whole;
  const fraction = text
    .slice(point + 1)
    .replace(/\./g, "")
    .slice(0, decimals);
  return `${whole === "" ? "0" : whole}.${fraction}`;
}

// The cap goes through the same cleaning as typed text, so a capped value is stable when cleaned again.
function capText(max: number, decimals: number): string | null {
  if (!Number.isFinite(max) || max >= 1e21) return null;
  const cap = Math.max(0, max);
  const text = String(cap);
  return cleanDecimal(text.includes("e") ? cap.toFixed(decimals) : text, decimals);
}

export function normalizeDecimal(raw: string, opts: DecimalOptions = {}): string {
  const decimals = Math.max(0, Math.trunc(opts.decimals ?? 2));
  const text = cleanDecimal(raw, decimals);
  const cap = opts.max === undefined ? null : capText(opts.max, decimals);
  // parseFloat, not parseDecimal: a huge typed number is Infinity here and must still be capped.
  return cap !== null && Number.parseFloat(text) > Number.parseFloat(cap) ? cap : text;
}

export function parseDecimal(raw: string): number {
  const value = Number.parseFloat(raw.replace(/,/g, "."));
  return Number.isFinite(value) ? value : 0;
}

export function clampInt(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

export const TRAIT_MAX = 5;
export const clampTraitLevel = (value: number): number => clampInt(value, 0, TRAIT_MAX);

// Set, skill and rune levels (docs/product.md#number-inputs).
export const LEVEL_MIN = 1;
export const LEVEL_MAX = 3;
export const LEVELS: readonly number[] = [1, 2, 3];
export const clampLevel = (value: number): number => clampInt(value, LEVEL_MIN, LEVEL_MAX);

export const TECHNOLOGY_MAX = 10;

export function clampTechnology(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(TECHNOLOGY_MAX, Math.max(0, value));
}

// The attack speed goal's 'Maximum is 0.25' (docs/decisions.md, "The attack speed goal's maximum"): the game's
// fastest attack, one every 0.25 s. A goal is a time between attacks, so a faster (smaller) one cannot be
// met in the game and is raised to it; any slower goal is a fine stepping stone. The builder's field, the
// server's stored build and the roster plan all read it here.
export const ATK_SPD_GOAL_FASTEST = 0.25;

export function clampAtkSpdGoal(value: number): number {
  if (Number.isNaN(value)) return ATK_SPD_GOAL_FASTEST;
  return Math.max(ATK_SPD_GOAL_FASTEST, value);
}

// Guild research is a percent bonus to attack speed; no guild in the game grants more than 20%
// (docs/decisions.md), which with technology's 10 keeps what a player types from reaching a negative
// speed alone. The saved schema's wider GUILD_MAX (schemas/numbers.ts) only refuses absurd values.
export const GUILD_GAME_MAX = 20;

export function clampGuild(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(GUILD_GAME_MAX, Math.max(0, value));
}

// Percent fields take whole numbers (docs/product.md#number-inputs): a decimal point or comma is refused (null) rather than
// dropped, which would turn '12.5' into 125.
export function parseWholePercent(raw: string): number | null {
  if (/[.,]/.test(raw)) return null;
  const digits = normalizeInteger(raw);
  return digits === "" ? 0 : Number(digits);
}
