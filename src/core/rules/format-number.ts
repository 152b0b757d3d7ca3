// Numbers shown to the player round half up on their decimal value (1.21875 -> 1.2188), not on the
// binary double underneath (toFixed turns 1.2187499999999998, the same decimal, into 1.2187).

// 12 significant digits drop the noise binary arithmetic leaves after a handful of operations.
const decimalValue = (n: number): number => Number(n.toPrecision(12));

// Half away from zero, on the shifted decimal text so no multiplication adds new noise.
export function formatDecimal(n: number, places: number): string {
  if (!Number.isFinite(n)) return String(n);
  const value = decimalValue(n);
  const [mantissa, exponent = "0"] = String(Math.abs(value)).split("e");
  const shifted = Number(`${mantissa}e${Number(exponent) + places}`);
  const rounded = Number(`${Math.round(shifted)}e-${places}`);
  const signed = value < 0 && rounded !== 0 ? -rounded : rounded;
  return signed.toFixed(places);
}
