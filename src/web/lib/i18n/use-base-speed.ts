import { formatBaseSpeed } from "#core/i18n/base-speed.ts";
import { useFormat } from "./use-format.ts";

/** A weapon's base speed in the interface language, the same on every screen (0.30, 2.00). */
export function useBaseSpeed(): (n: number) => string {
  const { locale } = useFormat();
  return (n) => formatBaseSpeed(locale, n);
}
