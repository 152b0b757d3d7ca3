import { useEffect } from "react";
import { api, call, encoded } from "#web/lib/api-client.ts";

// POST /api/explore/views/:ownerId/:hunterId: the server counts one view per viewer and day, so opening the
// page again counts nothing; a failure changes nothing the player sees.
const recordView = (ownerId: string, hunterId: string) =>
  call(api.explore.views[":ownerId"][":hunterId"].$post({ param: encoded({ ownerId, hunterId }) }));

/** Counts a view of someone else's public build once the page shows it. */
export function useRecordView(ownerId: string, hunterId: string, counted: boolean) {
  useEffect(() => {
    if (counted) recordView(ownerId, hunterId).catch(() => undefined);
  }, [ownerId, hunterId, counted]);
}
