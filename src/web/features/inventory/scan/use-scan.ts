import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import type { GameData } from "#core/game-data/schema.ts";
import type { OcrBox, ScanProblem } from "#core/rules/item-scan/types.ts";
import type { ItemDraft } from "../item-draft.ts";
import { changedFields, draftOf } from "./scan-draft.ts";

// The screenshots the player gave and the items read from them (docs/product.md#add-items-from-screenshots):
// read one at a time, in the order given, while the player already reviews the first ones.

// A screenshot larger than any phone's is refused before it is decoded.
const MAX_IMAGE_BYTES = 25 * 1024 * 1024;

export type ShotFailure = "notAnImage" | "tooLarge" | "engineFailed";
export type Shot = {
  id: string;
  name: string;
  status: "waiting" | "reading" | "read" | "failed";
  problems: ScanProblem[];
  failure?: ShotFailure;
  picture?: ImageBitmap;
};
export type ReviewState = "open" | "confirmed" | "dropped";
export type ReviewItem = {
  id: string;
  shotId: string;
  box: OcrBox;
  draft: ItemDraft;
  unsure: ReadonlySet<string>;
  state: ReviewState;
  problems: ScanProblem[];
};
export type Progress = { stage: "download" | "read"; progress: number; index: number; total: number };

type Reader = typeof import("#web/lib/ocr/ocr-reader.ts");
const loadReader = (): Promise<Reader> => import("#web/lib/ocr/ocr-reader.ts");

let nextId = 0;
const newId = () => `scan-${++nextId}`;

export function useScan(gameData: GameData, gameTermsLanguage: string) {
  const [shots, setShots] = useState<Shot[]>([]);
  const [items, setItems] = useState<ReviewItem[]>([]);
  const [progress, setProgress] = useState<Progress | null>(null);
  const queue = useRef<{ id: string; file: File }[]>([]);
  const running = useRef(false);
  const alive = useRef(true);
  const loaded = useRef<Reader | null>(null);

  const update = useCallback(
    (id: string, change: Partial<Shot>) =>
      setShots((all) => all.map((shot) => (shot.id === id ? { ...shot, ...change } : shot))),
    [],
  );

  const drain = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    const reader = await loadReader().catch(() => null);
    loaded.current = reader;
    let done = 0;
    while (alive.current && queue.current.length > 0) {
      const next = queue.current.shift();
      if (!next) break;
      const total = done + 1 + queue.current.length;
      const index = done + 1;
      done++;
      if (next.file.size > MAX_IMAGE_BYTES) {
        update(next.id, { status: "failed", failure: "tooLarge" });
        continue;
      }
      if (!reader) {
        update(next.id, { status: "failed", failure: "engineFailed" });
        continue;
      }
      update(next.id, { status: "reading" });
      setProgress({ stage: "download", progress: 0, index, total });
      try {
        const terms = { gameData, language: gameTermsLanguage };
        const read = await reader.readScreenshot(next.file, terms, (p) =>
          setProgress({ ...p, index, total }),
        );
        if (!alive.current) break;
        // The new cards render in slices the browser can interrupt, so a tap meanwhile is answered at once.
        startTransition(() => {
          update(next.id, { status: "read", problems: read.problems, picture: read.picture });
          setItems((all) => [
            ...all,
            ...read.items.map((scanned) => ({
              id: newId(),
              shotId: next.id,
              box: scanned.box,
              draft: draftOf(scanned),
              unsure: new Set<string>(scanned.unsure),
              state: "open" as const,
              problems: scanned.problems,
            })),
          ]);
        });
      } catch (error) {
        // createImageBitmap refuses what is not an image; anything else is the engine's.
        const failure =
          error instanceof DOMException || error instanceof TypeError ? "notAnImage" : "engineFailed";
        update(next.id, { status: "failed", failure });
      }
    }
    running.current = false;
    if (alive.current) setProgress(null);
  }, [gameData, gameTermsLanguage, update]);

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file) => ({ id: newId(), file }));
      if (added.length === 0) return;
      setShots((all) => [
        ...all,
        ...added.map(({ id, file }) => ({ id, name: file.name, status: "waiting" as const, problems: [] })),
      ]);
      queue.current.push(...added);
      void drain();
    },
    [drain],
  );

  const edit = useCallback((id: string, change: (draft: ItemDraft) => ItemDraft) => {
    setItems((all) =>
      all.map((item) => {
        if (item.id !== id) return item;
        const draft = change(item.draft);
        const changed = changedFields(item.draft, draft);
        const unsure = new Set([...item.unsure].filter((field) => !changed.includes(field)));
        // A changed item is confirmed again by the player, not by the change.
        return { ...item, draft, unsure, state: item.state === "dropped" ? "dropped" : "open" };
      }),
    );
  }, []);
  const setState = useCallback((id: string, state: ReviewState) => {
    setItems((all) => all.map((item) => (item.id === id ? { ...item, state } : item)));
  }, []);
  const reset = useCallback(() => {
    queue.current = [];
    setShots((all) => {
      for (const shot of all) shot.picture?.close();
      return [];
    });
    setItems([]);
    setProgress(null);
  }, []);

  // The engine's worker holds tens of megabytes: it ends with the dialog.
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      queue.current = [];
      void loaded.current?.stopReader();
    };
  }, []);

  return { shots, items, progress, addFiles, edit, setState, reset };
}
