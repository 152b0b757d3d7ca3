import type { OwnHunter } from "#core/schemas/hunter.ts";
import { readVersion } from "./hunter-history.ts";
import type { HuntersContext } from "./hunter-rows.ts";
import { updateHunter } from "./hunter-save.ts";

/**
 * Restoring is a save of the old build under the builder's rules (read-only after VIP lapse, VIP tabs
 * kept), so it is a new version and can itself be undone. The visibility stays as it is now: a version
 * does not bring back an older sharing choice.
 */
export async function restoreVersion(
  ctx: HuntersContext,
  userId: string,
  hunterId: string,
  revision: number,
): Promise<OwnHunter> {
  const { build } = await readVersion(ctx, userId, hunterId, revision);
  return updateHunter(ctx, userId, hunterId, build, [], { restoredRevision: revision });
}
