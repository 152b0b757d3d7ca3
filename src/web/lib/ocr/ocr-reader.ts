import type { GameData } from "#core/game-data/schema.ts";
import enComponents from "#core/i18n/locales/en/components.json";
import { scanLabelsOf } from "#core/rules/item-scan/vocabulary.ts";
import { i18next } from "#web/lib/i18n/i18n.ts";
import type { ReaderProgress, ReadImage, ScanAnswer, ScanRequest } from "./scan-protocol.ts";

// The screenshot reader (docs/product.md#add-items-from-screenshots), loaded only when a screen reads
// screenshots (the inventory's "Add from screenshots", a moderator's review of a build's proof). The page
// only hands files to the reader's worker (scan-worker.ts) and takes back the items it read.

export type { ReaderProgress, ReadImage };

/** The words a screenshot is read with: the game data's names in the player's game-terms language. */
export type GameTerms = { gameData: GameData; language: string };

type Pending = {
  progress: (progress: ReaderProgress) => void;
  resolve: (read: ReadImage) => void;
  reject: (error: unknown) => void;
};

type Reader = { worker: Worker; terms?: GameTerms; pending: Map<number, Pending> };

let reader: Reader | undefined;
let lastId = 0;
// One read at a time: the engine's progress belongs to the read it reports on.
let queue: Promise<unknown> = Promise.resolve();

function startReader(): Reader {
  if (reader) return reader;
  const worker = new Worker(new URL("./scan-worker.ts", import.meta.url), { type: "module" });
  const started: Reader = { worker, pending: new Map<number, Pending>() };
  worker.onmessage = (event: MessageEvent<ScanAnswer>) => {
    const answer = event.data;
    const pending = started.pending.get(answer.id);
    if (!pending) return;
    if ("progress" in answer) return pending.progress(answer.progress);
    started.pending.delete(answer.id);
    if ("read" in answer) pending.resolve(answer.read);
    else pending.reject(answer.error);
  };
  // A worker that cannot start (its script failed to load) fails every read waiting on it.
  worker.onerror = () => {
    for (const pending of started.pending.values()) pending.reject(new Error("The reader's worker failed"));
    started.pending.clear();
    if (reader === started) reader = undefined;
  };
  reader = started;
  return started;
}

/** Ends the reader's worker, and the engine with it: its memory goes when the dialog closes. */
export async function stopReader(): Promise<void> {
  const running = reader;
  reader = undefined;
  running?.worker.terminate();
  for (const pending of running?.pending.values() ?? []) pending.reject(new Error("The reader was stopped"));
}

// The item editor's labels, English and the player's: the words a screenshot shows beside the game data's names.
async function labels() {
  await i18next.loadNamespaces("components");
  const own = i18next.getResourceBundle(i18next.language, "components") as typeof enComponents | undefined;
  return [enComponents, ...(own && own !== enComponents ? [own] : [])].map(scanLabelsOf);
}

async function send(file: Blob, terms: GameTerms, progress: (progress: ReaderProgress) => void) {
  const running = startReader();
  if (running.terms?.gameData !== terms.gameData || running.terms.language !== terms.language) {
    const request: ScanRequest = { kind: "terms", ...terms, labels: await labels() };
    running.worker.postMessage(request);
    running.terms = terms;
  }
  const id = ++lastId;
  const read = new Promise<ReadImage>((resolve, reject) =>
    running.pending.set(id, { progress, resolve, reject }),
  );
  const request: ScanRequest = { kind: "read", id, file };
  running.worker.postMessage(request);
  return read;
}

export function readScreenshot(
  file: Blob,
  terms: GameTerms,
  progress: (progress: ReaderProgress) => void,
): Promise<ReadImage> {
  const read = queue.then(() => send(file, terms, progress));
  queue = read.catch(() => undefined);
  return read;
}
