import { clampLevel } from "#core/rules/number-input.ts";

// A set's description says 'X%' (game data); the value of the chosen level (1-3) takes its place.
export function describeSet(description: string, values: string, level: number): string {
  const value = values.split(",")[clampLevel(level) - 1]?.trim() ?? "";
  return description.replace("X%", `${value}%`);
}
