import { useEffect, useState } from "react";
import type { GameData } from "#core/game-data/schema.ts";
import type { ScannedItem } from "#core/rules/item-scan/types.ts";
import type { ProofImage } from "#core/schemas/verification.ts";

// The screenshot reader run over a build's proof for the moderator (docs/product.md#proof-and-verification):
// the same engine as the inventory's "Add from screenshots" (src/web/lib/ocr), started only when a review
// opens and ended when it closes. What it reads only marks the rows; the moderator decides.

export type Reading =
  | { state: "reading"; done: number; total: number }
  | { state: "read"; items: ScannedItem[]; failed: number }
  | { state: "failed" };

type Reader = typeof import("#web/lib/ocr/ocr-reader.ts");

export function useVerificationReading(
  images: readonly ProofImage[] | undefined,
  gameData: GameData | undefined,
  gameTermsLanguage: string,
): Reading {
  const [reading, setReading] = useState<Reading>({ state: "reading", done: 0, total: images?.length ?? 0 });
  const key = images?.map((image) => image.id).join(",");
  useEffect(() => {
    if (!images || !gameData || key === undefined) return;
    let alive = true;
    let reader: Reader | undefined;
    const run = async () => {
      reader = await import("#web/lib/ocr/ocr-reader.ts");
      const terms = { gameData, language: gameTermsLanguage };
      const items: ScannedItem[] = [];
      let failed = 0;
      for (const [index, image] of images.entries()) {
        if (!alive) return;
        setReading({ state: "reading", done: index, total: images.length });
        try {
          const response = await fetch(image.url, { credentials: "same-origin" });
          if (!response.ok) throw new Error(`status ${response.status}`);
          const read = await reader.readScreenshot(await response.blob(), terms, () => {});
          read.picture.close();
          items.push(...read.items);
        } catch {
          failed++;
        }
      }
      if (alive) setReading({ state: "read", items, failed });
    };
    run().catch(() => {
      if (alive) setReading({ state: "failed" });
    });
    return () => {
      alive = false;
      void reader?.stopReader();
    };
  }, [key, images, gameData, gameTermsLanguage]);
  return reading;
}
