// The device's copy of the player's data as the app stores it in IndexedDB (src/web/lib/device-cache.ts),
// read in the page: a script text, so specs and benches run it through page.evaluate as it is.
export const READ_DEVICE_COPY = `new Promise((resolve) => {
  const open = indexedDB.open("hunter-lodge");
  open.onerror = () => resolve("");
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains("device-cache")) return resolve("");
    const read = db.transaction("device-cache").objectStore("device-cache").get("hl.device-cache");
    read.onsuccess = () => resolve(typeof read.result === "string" ? read.result : "");
    read.onerror = () => resolve("");
  };
})`;

type Evaluates = {
  evaluate(expression: string): Promise<unknown>;
  waitForTimeout(ms: number): Promise<void>;
};

/** Waits until the device copy holds `text`: it is written a second after the data changes. */
export async function waitForDeviceCopy(page: Evaluates, text: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!String(await page.evaluate(READ_DEVICE_COPY)).includes(text)) {
    if (Date.now() > deadline) throw new Error(`the device copy never held ${text}`);
    await page.waitForTimeout(250);
  }
}
