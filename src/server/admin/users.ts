import { asc, eq, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { user } from "#server/db/schema.ts";
import { vipStatesByUser } from "#server/services/purchases.ts";
import { AdminError } from "./errors.ts";

interface AdminUser {
  id: string;
  email: string;
  nickname: string | null;
}

export const describeUser = (u: AdminUser) => (u.nickname ? `${u.email} (${u.nickname})` : u.email);

/** An account named by e-mail (any case), nickname (stored lower-case) or id. */
export async function findUser(db: Db, name: string): Promise<AdminUser> {
  const wanted = name.trim();
  const rows = await db
    .select({ id: user.id, email: user.email, nickname: user.nickname })
    .from(user)
    .where(
      or(
        eq(user.id, wanted),
        eq(sql`lower(${user.email})`, wanted.toLowerCase()),
        eq(user.nickname, wanted.toLowerCase()),
      ),
    );
  const [found] = rows;
  if (!found) throw new AdminError(`No user with the e-mail, nickname or id "${wanted}".`);
  if (rows.length > 1) {
    throw new AdminError(
      `"${wanted}" names several users (${rows.map(describeUser).join(", ")}): use the id.`,
    );
  }
  return found;
}

const formatDate = (d: Date) => `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length))) ?? [];
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

export async function listUsersTable(db: Db, now: Date): Promise<string> {
  const users = await db.select().from(user).orderBy(asc(user.createdAt));
  if (users.length === 0) return "No users yet.";
  const vipOf = await vipStatesByUser(db, now);
  const rows = users.map((u) => {
    const vip = vipOf(u.id);
    const vipText = vip.lifetime
      ? "lifetime"
      : vip.vipUntil && vip.isVip
        ? `until ${formatDate(vip.vipUntil)}`
        : vip.vipUntil
          ? `ended ${formatDate(vip.vipUntil)}`
          : "-";
    return [
      u.id,
      u.email,
      u.nickname ?? "-",
      u.isAnonymous ? "guest" : u.emailVerified ? "yes" : "no",
      vipText,
      String(vip.extraSlots),
    ];
  });
  const header = ["id", "email", "nickname", "verified", "vip", "extra slots"];
  return `${table([header, ...rows])}\n${users.length} user(s).`;
}
