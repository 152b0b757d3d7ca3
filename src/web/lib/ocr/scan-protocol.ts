import type { GameData } from "#core/game-data/schema.ts";
import type { ScanLabels, ScanResult } from "#core/rules/item-scan/types.ts";

// Messages between the page and the screenshot reader's worker (scan-worker.ts).

export type ReaderProgress = { stage: "download" | "read"; progress: number };

export type ScanRequest =
  // The words to recognize: sent before the first read, and again when the game-terms language changes.
  | { kind: "terms"; gameData: GameData; language: string; labels: ScanLabels[] }
  | { kind: "read"; id: number; file: Blob };

export type ReadImage = ScanResult & {
  // The image as read, for the review's crops; the items' boxes are measured on it.
  picture: ImageBitmap;
  width: number;
  height: number;
};

export type ScanAnswer =
  | { id: number; progress: ReaderProgress }
  | { id: number; read: ReadImage }
  // The error as thrown: a DOMException or TypeError from decoding says the file is not an image.
  | { id: number; error: unknown };
