// Saving a card (docs/product.md#build-cards): the PNG as a file, or on the clipboard where the browser
// takes images. Each resolves true when it worked and never throws, so callers only pick the toast.

async function fetchPng(src: string): Promise<Blob> {
  const res = await fetch(src);
  if (!res.ok) throw new Error(`card ${res.status}`);
  const blob = await res.blob();
  return blob.type === "image/png" ? blob : new Blob([blob], { type: "image/png" });
}

export async function downloadCard(src: string, fileName: string): Promise<boolean> {
  try {
    const url = URL.createObjectURL(await fetchPng(src));
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
    // The browser has taken the file once the click ran; a moment later the address can go.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether this browser can put an image on the clipboard (secure pages with ClipboardItem). A page the
 * server draws (src/web/ssr) assumes it can, as nearly every browser does: the button is there, greyed,
 * before the app arrives, instead of pushing the page down when it does.
 */
export const canCopyImages = (): boolean =>
  typeof window === "undefined" ||
  (window.isSecureContext &&
    typeof ClipboardItem !== "undefined" &&
    typeof navigator.clipboard?.write === "function");

export async function copyCard(src: string): Promise<boolean> {
  try {
    // The item gets the promise, not the blob: Safari allows the write only within the click itself.
    await navigator.clipboard.write([new ClipboardItem({ "image/png": fetchPng(src) })]);
    return true;
  } catch {
    return false;
  }
}
