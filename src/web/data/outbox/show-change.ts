import type { QueryClient } from "@tanstack/react-query";
import { normalizeAddItem } from "#core/rules/item-editing.ts";
import type { OutboxChange } from "#core/rules/outbox.ts";
import { presetEditable } from "#core/rules/presets.ts";
import type { OwnHunter } from "#core/schemas/hunter.ts";
import type { Me } from "#core/schemas/me.ts";
import { presetFiltersSchema } from "#core/schemas/presets.ts";
import { cachedGameData } from "#web/data/get-game-data.ts";
import { meQueryKey } from "#web/data/get-me.ts";
import { huntersQueryKey } from "#web/data/hunters/get-hunters.ts";
import { inventoryQueryOptions } from "#web/data/inventory/get-inventory.ts";
import { presetsQueryOptions } from "#web/data/presets/get-presets.ts";

// A change made offline shows at once on every screen, as the server will show it once it arrives: the
// cached lists (and so the device copy) take it in. The next answer from the server replaces them.
// Showing a change twice changes nothing: at start every waiting change is shown again over the device
// copy, which may or may not have been written after it.
export function showChange(queryClient: QueryClient, change: OutboxChange) {
  const now = new Date().toISOString();
  const me = queryClient.getQueryData<Me | null>(meQueryKey);
  const hunters = (update: (list: OwnHunter[]) => OwnHunter[]) =>
    queryClient.setQueryData<OwnHunter[]>(huntersQueryKey, (list) => (list ? update(list) : list));
  const replace = (id: string, patch: Partial<OwnHunter>) =>
    hunters((list) => list.map((h) => (h.id === id ? { ...h, ...patch } : h)));

  switch (change.kind) {
    case "hunter-create":
      return hunters((list) => [
        ...list.filter((h) => h.id !== change.localId),
        {
          ...change.hunter,
          id: change.localId,
          userId: me?.id ?? "",
          slotIndex: change.slotIndex,
          createdAt: now,
          updatedAt: now,
          readOnly: false,
        },
      ]);
    case "hunter-save":
      return replace(change.hunterId, change.hunter);
    case "hunter-visibility":
      return replace(change.hunterId, { isPublic: change.isPublic });
    case "item-add": {
      const gameData = cachedGameData(queryClient);
      const made = gameData && normalizeAddItem(change.item, { isVip: me?.isVip ?? false }, gameData);
      if (!made?.ok) return;
      return queryClient.setQueryData(inventoryQueryOptions().queryKey, (list) =>
        !list || list.items.some((i) => i.id === change.localId)
          ? list
          : {
              ...list,
              items: [{ ...made.item, id: change.localId, createdAt: now }, ...list.items],
              count: list.count + 1,
            },
      );
    }
    case "item-delete":
      return queryClient.setQueryData(inventoryQueryOptions().queryKey, (list) =>
        list?.items.some((i) => i.id === change.itemId)
          ? {
              ...list,
              items: list.items.filter((i) => i.id !== change.itemId),
              count: Math.max(0, list.count - 1),
            }
          : list,
      );
    case "preset-create":
      return queryClient.setQueryData(presetsQueryOptions().queryKey, (list) =>
        list
          ? [
              ...list.filter((p) => p.id !== change.localId),
              {
                id: change.localId,
                name: change.name,
                filters: presetFiltersSchema.parse(change.filters),
                createdAt: now,
                updatedAt: now,
                editable: presetEditable(me?.isVip ?? false),
              },
            ]
          : list,
      );
    case "preset-update":
      return queryClient.setQueryData(presetsQueryOptions().queryKey, (list) =>
        // The stored version stays the server's: the next edit is based on it.
        list?.map((p) =>
          p.id === change.presetId ? { ...p, filters: presetFiltersSchema.parse(change.filters) } : p,
        ),
      );
  }
}
