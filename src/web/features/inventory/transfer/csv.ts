import Papa from "papaparse";

// The CSV library's two calls (docs/product.md#inventory-export-and-import); what the cells mean is core's
// (src/core/rules/inventory-file.ts). The BOM makes Excel read the file as UTF-8.
export const toCsv = (table: readonly (readonly string[])[]): string =>
  `\uFEFF${Papa.unparse(table as string[][], { newline: "\r\n", quotes: false })}`;

/** The rows of a CSV, whatever its delimiter (a German spreadsheet writes ";"), blank lines kept in place. */
export function parseCsv(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: false });
  const rows = parsed.data;
  // The newline after the last row is no row.
  while (rows.length > 0 && rows[rows.length - 1]?.every((cell) => cell === "")) rows.pop();
  return rows;
}
