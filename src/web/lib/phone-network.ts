type Connection = { saveData?: boolean; effectiveType?: string };

/**
 * A phone network (docs/performance.md#first-visit-on-a-phone-network): the player asked the browser to save
 * data, or it rates the connection 2g or 3g (Network Information API, in pages and in the service worker
 * alike). Without the API: not one.
 */
export function onPhoneNetwork(connection: Connection | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || /^(slow-2g|2g|3g)$/.test(connection.effectiveType ?? "");
}

/** The network information of this page or worker, where the browser has it. */
export const currentConnection = (): Connection | undefined =>
  (globalThis.navigator as { connection?: Connection } | undefined)?.connection;
