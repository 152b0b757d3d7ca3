// The link "Copy share code" copies: /import?code=… for any build, and for a public build also the build it
// came from, so an import through it counts as a copy of that build in explore's "most copied"
// (docs/product.md#honest-counts). A private build's link names nothing but the code.
export type ShareSource = { ownerId: string; hunterId: string };

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function shareLink(origin: string, code: string, source: ShareSource | null): string {
  const from = source ? `&owner=${source.ownerId}&hunter=${source.hunterId}` : "";
  return `${origin}/import?code=${code}${from}`;
}

/** The public build a pasted link (or the import page's own query) came from, if it names one. */
export function shareSourceOf(text: string): ShareSource | null {
  const query = text.trim().split("?")[1];
  if (!query) return null;
  const params = new URLSearchParams(query.split(/[#\s]/)[0]);
  const ownerId = params.get("owner") ?? "";
  const hunterId = params.get("hunter") ?? "";
  return ID.test(ownerId) && ID.test(hunterId) ? { ownerId, hunterId } : null;
}
