import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

it("draws the app's own icon on the cards", () => {
  const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
  expect(read("./logo.svg")).toBe(read("../../web/public/icon.svg"));
});
