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
