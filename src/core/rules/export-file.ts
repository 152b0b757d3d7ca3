import type { GameData } from "#core/game-data/schema.ts";
import { gameDataVersion } from "#core/rules/game-data-version.ts";
import {
  type BuildExportFile,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportedHunter,
} from "#core/schemas/build-export.ts";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import type { InventoryItemData } from "#core/schemas/inventory-item.ts";

// One export file, whether of a whole account (the server) or one hunter (the hunter page).
export function exportFile(
  hunters: readonly HunterRecord[],
  inventory: readonly InventoryItemData[],
  gameData: GameData,
  now: Date,
): BuildExportFile {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    gameDataVersion: gameDataVersion(gameData),
    exportedAt: now.toISOString(),
    hunters: hunters.map(exportedHunter),
    inventory: [...inventory],
  };
}

// Only the build travels: ids, owner and dates stay with this instance.
function exportedHunter(record: HunterRecord): ExportedHunter {
  const { id: _id, userId: _userId, slotIndex, createdAt: _created, updatedAt: _updated, ...build } = record;
  return { slotIndex, build };
}

export const exportFileName = (file: BuildExportFile): string =>
  `hunter-lodge-${(file.exportedAt ?? "").slice(0, 10)}.json`;
