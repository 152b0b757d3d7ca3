import type { Me } from "#core/schemas/me.ts";
import { meQueryKey } from "#web/data/get-me.ts";

/**
 * What the device's copy keeps (docs/decisions.md#2026-11-24-the-devices-copy-and-offline-answers): every
 * answer the player has seen, also when its last refresh failed offline. Not an empty answer, and not a user
 * still verifying their e-mail: both are passing states, and a copy taken in one of them would route the next
 * start to /login or /verify-email before the server is asked again.
 */
// Typed by shape: the persister brings its own copy of TanStack Query's classes.
export function keepInDeviceCopy(query: { queryKey: readonly unknown[]; state: { data: unknown } }): boolean {
  const data = query.state.data;
  if (data === undefined || data === null) return false;
  if (query.queryKey[0] !== meQueryKey[0]) return true;
  const me = data as Me;
  return me.emailVerified || me.isAnonymous;
}
