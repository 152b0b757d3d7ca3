import { GameDataError } from "#core/game-data/parse.ts";
import type { GameData } from "#core/game-data/schema.ts";
import type { VipStatus } from "#core/rules/slots.ts";
import { databaseOf } from "#server/db/context-database.ts";
import type { GameDataStore } from "#server/game-data/store.ts";
import { recordAudit } from "#server/services/audit-log.ts";
import { setRole } from "#server/services/console/roles.ts";
import { importGameData } from "#server/services/game-data.ts";
import {
  addSlots,
  grantVipLifetime,
  grantVipMonths,
  type LedgerContext,
  revokeVip,
} from "#server/services/purchases.ts";
import { writeBackupFile } from "./backup.ts";
import type { AdminCommand } from "./commands.ts";
import { AdminError } from "./errors.ts";
import { describeUser, findUser, listUsersTable } from "./users.ts";

export interface AdminContext extends LedgerContext {
  /** The running server's game data; absent when the command line works on the database itself. */
  gameData?: Pick<GameDataStore, "replace">;
}

// What the command line does is in the console's audit log too, under its own name (docs/product.md#the-console).
const CLI = { by: { actor: "cli" } } as const;

const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

function vipSummary(state: VipStatus): string {
  if (state.lifetime) return "VIP for life.";
  if (state.isVip && state.vipUntil) return `VIP until ${state.vipUntil.toISOString()}.`;
  return "Not VIP.";
}

function gameDataSummary(data: GameData): string {
  return [
    plural(data.classes.length, "class", "classes"),
    plural(data.specials.length, "special"),
    plural(data.sets.length, "set"),
    plural(data.avatars.length + data.VIPavatars.length, "avatar"),
  ].join(", ");
}

/** The audit log's entry for a backup the command line wrote (docs/product.md#the-console), once it is written. */
export async function recordBackup(ctx: AdminContext, file: string) {
  await databaseOf(ctx).db.transaction((tx) =>
    recordAudit(tx, {
      actor: "cli",
      action: "backup.write",
      target: { type: "backup", id: file },
      after: { file },
    }),
  );
}

/** Carries out one admin command and returns what to print. Refusals throw AdminError or GameDataError. */
export async function runAdminCommand(ctx: AdminContext, command: AdminCommand): Promise<string> {
  const { db } = databaseOf(ctx);
  switch (command.name) {
    case "grant-vip": {
      const target = await findUser(db, command.user);
      if (command.period === "lifetime") {
        const state = await grantVipLifetime(ctx, target.id, CLI);
        return `Granted lifetime VIP to ${describeUser(target)}. ${vipSummary(state)}`;
      }
      const state = await grantVipMonths(ctx, target.id, command.period, CLI);
      return `Granted ${plural(command.period, "VIP month")} to ${describeUser(target)}. ${vipSummary(state)}`;
    }
    case "add-slots": {
      const target = await findUser(db, command.user);
      const state = await addSlots(ctx, target.id, command.count, CLI);
      return `Added ${plural(command.count, "slot")} to ${describeUser(target)}: ${plural(state.extraSlots, "extra slot")} in all.`;
    }
    case "revoke-vip": {
      const target = await findUser(db, command.user);
      const state = await revokeVip(ctx, target.id, CLI);
      return `Revoked the VIP of ${describeUser(target)}. ${vipSummary(state)} Their hunters, presets and items are kept.`;
    }
    case "make-admin": {
      const target = await findUser(db, command.user);
      const change = await setRole(ctx, "cli", target.id, "admin");
      return change.before === "admin"
        ? `${describeUser(target)} is already an admin.`
        : `${describeUser(target)} is an admin now: the console is at /admin.`;
    }
    case "list-users":
      return listUsersTable(db, ctx.now());
    case "import-game-data": {
      const data = await importGameData(db, command.data, command.file).catch((error: unknown) => {
        if (!(error instanceof GameDataError)) throw error;
        throw new AdminError(`${error.message}\nNothing was imported: the game data served is unchanged.`);
      });
      ctx.gameData?.replace(data);
      const served = ctx.gameData
        ? "The running server serves it now."
        : databaseOf(ctx).kind === "postgres"
          ? "Running servers on this database serve it now."
          : "The server serves it from its next start.";
      return `Imported ${command.file} (${gameDataSummary(data)}). ${served}`;
    }
    case "backup": {
      const database = databaseOf(ctx);
      if (!database.dump) throw new AdminError("On PostgreSQL, back up with pg_dump.");
      const written = writeBackupFile(command.file, await database.dump());
      await recordBackup(ctx, command.file);
      return written;
    }
  }
}
