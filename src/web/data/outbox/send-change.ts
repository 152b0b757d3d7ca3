import type { OutboxEntry } from "#core/rules/outbox.ts";
import { createHunter } from "#web/data/hunters/create-hunter.ts";
import { setHunterVisibility } from "#web/data/hunters/set-hunter-visibility.ts";
import { updateHunter } from "#web/data/hunters/update-hunter.ts";
import { addItem } from "#web/data/inventory/add-item.ts";
import { deleteItem } from "#web/data/inventory/delete-item.ts";
import { createPreset } from "#web/data/presets/create-preset.ts";
import { updatePreset } from "#web/data/presets/update-preset.ts";

/**
 * Sends one change made offline through the same calls the screens use, with its entry's key; the server's
 * id for a creation.
 */
export async function sendChange({ change, idempotencyKey: key }: OutboxEntry): Promise<{ id?: string }> {
  switch (change.kind) {
    case "hunter-create":
      return { id: (await createHunter({ slotIndex: change.slotIndex, hunter: change.hunter }, key)).id };
    case "hunter-save": {
      // The base build stays on the device: it is for merging after a conflict, not for the server.
      const { base: _base, ...save } = change;
      await updateHunter(save, key);
      return {};
    }
    case "hunter-visibility":
      await setHunterVisibility(change, key);
      return {};
    case "item-add":
      return { id: (await addItem(change.item, key)).id };
    case "item-delete":
      await deleteItem(change.itemId, key);
      return {};
    case "preset-create":
      return { id: (await createPreset(change, key)).id };
    case "preset-update":
      await updatePreset(
        {
          id: change.presetId,
          filters: change.filters,
          ...(change.baseUpdatedAt ? { baseUpdatedAt: change.baseUpdatedAt } : {}),
        },
        key,
      );
      return {};
  }
}
