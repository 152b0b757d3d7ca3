import { type HunterInput, hunterInputSchema, newHunter } from "#core/schemas/hunter.ts";

export type DeepPartial<T> = T extends (infer U)[]
  ? U[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

// Objects merge key by key; arrays and scalars replace what the base had.
function deepMerge<T>(base: T, overrides: DeepPartial<T> | undefined): T {
  if (!isPlainObject(base) || !isPlainObject(overrides)) return (overrides ?? base) as T;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    merged[key] = deepMerge(base[key], value as DeepPartial<unknown>);
  }
  return merged as T;
}

// A new hunter with the given fields changed. Attribute lists may be short: the schema pads them to five rows.
export function createHunter(overrides: DeepPartial<HunterInput> = {}): HunterInput {
  return hunterInputSchema.parse(deepMerge(newHunter(), overrides));
}
