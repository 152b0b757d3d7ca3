import fc from "fast-check";
import { describe, expect, it } from "vitest";
import german from "#core/i18n/locales/de/inventory.json";
import english from "#core/i18n/locales/en/inventory.json";
import { ruleBreaksOfItem } from "#core/rules/game-bounds/breaks.ts";
import { type ColumnLabels, exportJson, exportTable } from "#core/rules/inventory-file.ts";
import {
  decodeFile,
  guessColumns,
  MAX_FILE_BYTES,
  previewImport,
  readJson,
  readTable,
} from "#core/rules/inventory-file-read.ts";
import { normalizeAddItem } from "#core/rules/item-editing.ts";
import type { InventoryItemData } from "#core/schemas/inventory-item.ts";
import { addItemInputArb } from "../../../../../tests/factories/arbitraries.ts";
import { testGameData as gameData } from "../../../../../tests/factories/game-data.ts";
import { createItem } from "../../../../../tests/factories/item.ts";
import { parseCsv, toCsv } from "./csv.ts";

// Export and import of the inventory (docs/product.md#inventory-export-and-import).
const labels = english.columns as ColumnLabels;
const empty = { isVip: true, count: 0, capacity: 400 };
const encode = (text: string) => new TextEncoder().encode(text);

// What a player's inventory can hold: whatever Add Item saves, within the game's rules.
const inventoryArb = fc.array(addItemInputArb(gameData), { maxLength: 30 }).map((inputs) =>
  inputs.flatMap((input) => {
    const result = normalizeAddItem(input, { isVip: true }, gameData);
    const { item } = result.ok ? result : { item: undefined };
    return item && ruleBreaksOfItem(item, item.itemType, gameData).length === 0 ? [item] : [];
  }),
);

function importCsv(text: string, labelSets: ColumnLabels[] = [labels]) {
  const decoded = decodeFile(encode(text));
  if (!decoded.ok) throw new Error(decoded.problem);
  const [header = [], ...rows] = parseCsv(decoded.text);
  const read = readTable(rows, guessColumns(header, labelSets));
  if (!read.ok) throw new Error(read.problem);
  return previewImport(read.rows, read.problems, empty, gameData);
}

const saved = (preview: ReturnType<typeof previewImport>): InventoryItemData[] =>
  preview.accepted.flatMap(({ input }) => {
    const result = normalizeAddItem(input, { isVip: true }, gameData);
    return result.ok ? [result.item] : [];
  });

describe("an exported inventory imported into an empty one", () => {
  it("is the same inventory, field for field, through CSV", () => {
    fc.assert(
      fc.property(inventoryArb, (items) => {
        const preview = importCsv(toCsv(exportTable(items, labels)));
        expect(preview.refused).toEqual([]);
        expect(saved(preview)).toEqual(items);
      }),
      { numRuns: 200 },
    );
  });

  it("is the same inventory, field for field, through JSON", () => {
    fc.assert(
      fc.property(inventoryArb, (items) => {
        const file = JSON.stringify(exportJson(items, labels, new Date(0)));
        const read = readJson(file);
        if (!read.ok) throw new Error(read.problem);
        const preview = previewImport(read.rows, read.problems, empty, gameData);
        expect(preview.refused).toEqual([]);
        expect(saved(preview)).toEqual(items);
      }),
      { numRuns: 200 },
    );
  });

  it("is read whatever language the columns were named in, and from a German spreadsheet's semicolons", () => {
    const items = [
      createItem(),
      createItem({ engraved: true, runeType: gameData.runeTypes[0] ?? "", runeValue: 2.5 }),
    ];
    const table = exportTable(items, german.columns as ColumnLabels).map((row) =>
      row.map((cell, i) => (i === 0 ? cell : cell.replace(".", ","))),
    );
    const semicolons = `${table.map((row) => row.join(";")).join("\n")}\n`;
    expect(saved(importCsv(semicolons))).toEqual(items);
  });
});

describe("the CSV export", () => {
  it("escapes a cell a spreadsheet would run as a formula", () => {
    const evil = {
      ...createItem(),
      itemName: "=cmd|' /C calc'!A0",
      runeType: "@SUM(1)",
      quality: "+1",
      rarity: "-2",
    };
    const csv = toCsv(exportTable([evil], labels));
    const cells = parseCsv(csv)[1] ?? [];
    expect(cells.slice(0, 4)).toEqual(["Ring", "'-2", "'+1", "'=cmd|' /C calc'!A0"]);
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });

  it("names each column in the player's language with its key", () => {
    const [header] = parseCsv(toCsv(exportTable([], german.columns as ColumnLabels)));
    expect(header?.slice(0, 5)).toEqual([
      "Gegenstandstyp [itemType]",
      "Seltenheit [rarity]",
      "Qualität [quality]",
      "Gegenstandsname [itemName]",
      "Attribut 1 [attribute1Type]",
    ]);
  });
});

describe("reading a file", () => {
  it("refuses a file over the limit, an empty one, another encoding and a binary one", () => {
    expect(decodeFile(new Uint8Array(10 * 1024 * 1024))).toEqual({ ok: false, problem: "too-large" });
    expect(decodeFile(new Uint8Array(MAX_FILE_BYTES + 1))).toEqual({ ok: false, problem: "too-large" });
    expect(decodeFile(new Uint8Array())).toEqual({ ok: false, problem: "empty" });
    // "Qualität" in Latin-1, and a UTF-16 file with its BOM.
    expect(decodeFile(Uint8Array.from([0x51, 0x75, 0x61, 0x6c, 0x69, 0x74, 0xe4, 0x74]))).toEqual({
      ok: false,
      problem: "not-utf8",
    });
    expect(decodeFile(Uint8Array.from([0xff, 0xfe, 0x41, 0x00]))).toEqual({ ok: false, problem: "not-utf8" });
    expect(decodeFile(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toEqual({
      ok: false,
      problem: "not-text",
    });
  });

  it("maps a spreadsheet's own column names, and lists every row it cannot read with its reason", () => {
    const csv = [
      "Type,rarity,QUALITY,Stat 1,Attribute 1 value,Engraved,Notes",
      "Ring,Rare,Fine,ATK,4,yes,my best",
      "",
      "Ring,Rare,Fine,ATK,seven,no,",
      "Ring,Rare,Fine,ATK,4,maybe,",
      "Ring,Mythic,Fine,ATK,4,,",
      "Ring,Rare,Fine,Luck,4,,",
    ].join("\n");
    const [header = [], ...rows] = parseCsv(csv);
    const columns = guessColumns(header, [labels]);
    expect(columns).toEqual(["itemType", "rarity", "quality", null, "attribute1Value", "engraved", null]);
    // The player maps the one the guess missed, as the preview lets them.
    columns[3] = "attribute1Type";
    const read = readTable(rows, columns);
    if (!read.ok) throw new Error(read.problem);
    const preview = previewImport(read.rows, read.problems, empty, gameData);
    expect(preview.accepted.map((r) => r.row)).toEqual([2]);
    expect(preview.refused).toEqual([
      { row: 4, reason: "bad-number", field: "attribute1Value", value: "seven" },
      { row: 5, reason: "bad-flag", field: "engraved", value: "maybe" },
      { row: 6, reason: "incomplete" },
      { row: 7, reason: "unknown-value", field: "attributes.1.type", value: "Luck" },
    ]);
  });

  it("refuses more rows than any inventory, and names the rows that do not fit", () => {
    const line = "Ring,Rare,Fine";
    expect(
      readTable(
        Array.from({ length: 401 }, () => line.split(",")),
        ["itemType", "rarity", "quality"],
      ),
    ).toEqual({
      ok: false,
      problem: "too-many-rows",
    });
    const read = readTable(
      Array.from({ length: 3 }, () => line.split(",")),
      ["itemType", "rarity", "quality"],
    );
    if (!read.ok) throw new Error(read.problem);
    const preview = previewImport(
      read.rows,
      read.problems,
      { isVip: false, count: 199, capacity: 200 },
      gameData,
    );
    expect(preview.accepted.map((r) => r.row)).toEqual([2]);
    expect(preview.refused).toEqual([
      { row: 3, reason: "no-room" },
      { row: 4, reason: "no-room" },
    ]);
  });

  it("reads an account export's inventory and a bare list, and refuses JSON that holds none", () => {
    expect(readJson(JSON.stringify({ inventory: [createItem()] }))).toMatchObject({ ok: true, problems: [] });
    expect(readJson(JSON.stringify([createItem()]))).toMatchObject({ ok: true });
    expect(readJson("{not json")).toEqual({ ok: false, problem: "not-inventory" });
    expect(readJson(JSON.stringify({ hunters: [] }))).toEqual({ ok: false, problem: "not-inventory" });
  });
});
