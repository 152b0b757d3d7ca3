// The referrer id from /login?ref=..., kept for the whole tab so mode switches and reloads keep it.
const KEY = "hl.ref";

export function keepReferral(ref: string | null) {
  const id = ref?.trim();
  if (id) sessionStorage.setItem(KEY, id);
}

export function referralId(): string | undefined {
  return sessionStorage.getItem(KEY) ?? undefined;
}

export function forgetReferral() {
  sessionStorage.removeItem(KEY);
}
