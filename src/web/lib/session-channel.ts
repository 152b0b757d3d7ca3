// Tabs of one browser tell each other that the session ended (a sign-out in one tab signs out all).
const CHANNEL = "hl.session";
const SIGNED_OUT = "signed-out";

const open = (): BroadcastChannel | null =>
  typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);

export function announceSignedOut() {
  const out = open();
  out?.postMessage(SIGNED_OUT);
  out?.close();
}

// Calls `onSignedOut` when another tab announces a sign-out; returns the way to stop listening.
export function onSignedOutElsewhere(onSignedOut: () => void): () => void {
  const inbox = open();
  if (inbox) inbox.onmessage = (message) => message.data === SIGNED_OUT && onSignedOut();
  return () => inbox?.close();
}
