import { randomUUID } from "node:crypto";
import { and, eq, or } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import type { RegisterData } from "#core/schemas/account.ts";
import { databaseOf } from "#server/db/context-database.ts";
import type { ServerContext, SessionUser } from "../context.ts";
import type { Tx } from "../db/client.ts";
import { account, session, user } from "../db/schema.ts";
import { conflict, unauthorized } from "../errors.ts";
import { validReferrer } from "./referrals.ts";
import { uniqueViolation } from "./unique-violation.ts";

const nicknameTaken = () => conflict(messages.nicknameTaken, "nickname-taken");
const emailTaken = () => conflict(messages.emailTaken, "email-taken");

async function ensureFree(tx: Tx, email: string, nickname: string) {
  const rows = await tx
    .select({ email: user.email, nickname: user.nickname })
    .from(user)
    .where(or(eq(user.nickname, nickname), eq(user.email, email)));
  if (rows.some((r) => r.nickname === nickname)) throw nicknameTaken();
  if (rows.length > 0) throw emailTaken();
}

/**
 * Writes the user (profile and nickname live in its row) and its password account in one transaction
 * (one atomic batch, as the original product did): if any part fails, nothing is written. From a guest session the guest's
 * own row becomes the account, so everything it owns stays (docs/product.md#guest-accounts), and every
 * session the guest had ends with it: a planted or copied guest cookie must not become the account's
 * (docs/security.md#accounts-and-origins-each-promise-and-the-test-that-proves-it).
 */
export async function registerAccount(
  ctx: ServerContext,
  input: RegisterData,
  guest: SessionUser | null,
): Promise<{ userId: string; email: string }> {
  const email = input.email.toLowerCase();
  const { nickname } = input;
  const passwordHash = await ctx.passwords.hash(input.password);
  const now = ctx.now();
  const userId = guest?.id ?? randomUUID();
  try {
    await databaseOf(ctx).db.transaction(async (tx) => {
      await ensureFree(tx, email, nickname);
      const referredBy = await validReferrer(tx, input.ref, userId);
      const profile = {
        email,
        name: nickname,
        nickname,
        emailVerified: false,
        isAnonymous: false,
        referredBy,
        updatedAt: now,
      };
      if (guest) {
        const updated = await tx
          .update(user)
          .set(profile)
          .where(and(eq(user.id, guest.id), eq(user.isAnonymous, true)))
          .returning({ id: user.id });
        if (updated.length === 0) throw unauthorized();
        await tx.delete(session).where(eq(session.userId, guest.id));
      } else {
        await tx.insert(user).values({ id: userId, ...profile, createdAt: now });
      }
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: passwordHash,
        createdAt: now,
        updatedAt: now,
      });
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === "user_nickname_unique") throw nicknameTaken();
    if (constraint === "user_email_unique") throw emailTaken();
    throw error;
  }
  if (guest) await ctx.live.sessionsEnded(guest.id);
  return { userId, email };
}
