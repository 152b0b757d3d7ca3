import { api, call, encoded } from "#web/lib/api-client.ts";

// POST /api/explore/copies/:ownerId/:hunterId: "Copy to my roster" of someone else's public build, counted
// once per player by the server; a failure changes nothing the player sees.
export const recordCopy = (ownerId: string, hunterId: string) =>
  call(api.explore.copies[":ownerId"][":hunterId"].$post({ param: encoded({ ownerId, hunterId }) })).catch(
    () => undefined,
  );
