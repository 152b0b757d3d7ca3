import { and, eq, ne } from "drizzle-orm";
import type { SignInMethods, SignInProvider } from "#core/schemas/sign-in-methods.ts";
import { signInMessages } from "#core/sign-in-messages.ts";
import { databaseOf } from "#server/db/context-database.ts";
import type { ServerContext } from "../context.ts";
import type { Tx } from "../db/client.ts";
import { account, passkey, user } from "../db/schema.ts";
import { conflict, notFound, refused } from "../errors.ts";
import { lockUserRow } from "./own-data.ts";
import { creditReferral, validReferrer } from "./referrals.ts";
import { uniqueViolation } from "./unique-violation.ts";

const CREDENTIAL = "credential";

const nicknameTaken = () => conflict(signInMessages.nicknameTaken, "nickname-taken");

/**
 * The nickname step of a first sign-in through a provider (docs/product.md#sign-in-through-a-provider): the
 * registration's nickname registry and referral rule, once. The referral is credited as registration's is,
 * on the first sign-in with a verified e-mail: now if the provider's e-mail was verified, else on verification.
 */
export async function chooseNickname(
  ctx: ServerContext,
  userId: string,
  input: { nickname: string; ref?: string | undefined },
): Promise<void> {
  const db = databaseOf(ctx).db;
  try {
    await db.transaction(async (tx) => {
      await lockUserRow(tx, userId);
      const [row] = await tx
        .select({
          nickname: user.nickname,
          isAnonymous: user.isAnonymous,
          nicknameResetAt: user.nicknameResetAt,
          referredBy: user.referredBy,
        })
        .from(user)
        .where(eq(user.id, userId));
      if (!row || row.isAnonymous || row.nickname !== null) {
        throw conflict(signInMessages.nicknameAlreadyChosen, "nickname-already-chosen");
      }
      const [taken] = await tx.select({ id: user.id }).from(user).where(eq(user.nickname, input.nickname));
      if (taken) throw nicknameTaken();
      // A moderator's nickname reset (docs/product.md#moderation-queue) asks for a new name, not a new
      // referral: the account keeps the referrer it had.
      const referredBy = row.nicknameResetAt ? row.referredBy : await validReferrer(tx, input.ref, userId);
      await tx
        .update(user)
        .set({ nickname: input.nickname, name: input.nickname, referredBy, updatedAt: ctx.now() })
        .where(eq(user.id, userId));
    });
  } catch (error) {
    if (uniqueViolation(error) === "user_nickname_unique") throw nicknameTaken();
    throw error;
  }
  await creditReferral(db, userId, ctx.now(), ctx.notify);
  await ctx.notify(userId, "me");
  // Its builds are public from now on where the player chose so: cached shared builds must be read again.
  await ctx.notify(userId, "hunters");
}

async function methodsOf(tx: Pick<Tx, "select">, userId: string) {
  const accounts = await tx
    .select({ providerId: account.providerId, password: account.password })
    .from(account)
    .where(eq(account.userId, userId));
  const keys = await tx
    .select({ id: passkey.id, name: passkey.name, createdAt: passkey.createdAt })
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .orderBy(passkey.createdAt, passkey.id);
  return { accounts, keys };
}

/** Settings → Sign-in methods: the password (if any), each provider this instance offers, each passkey. */
export async function listSignInMethods(
  ctx: ServerContext,
  userId: string,
  offered: SignInProvider[],
): Promise<SignInMethods> {
  const { accounts, keys } = await methodsOf(databaseOf(ctx).db, userId);
  return {
    password: accounts.some((a) => a.providerId === CREDENTIAL && a.password !== null),
    providers: offered.map(({ id, name }) => ({
      id,
      name,
      linked: accounts.some((a) => a.providerId === id),
    })),
    passkeys: keys.map((k) => ({ id: k.id, name: k.name, createdAt: k.createdAt?.toISOString() ?? null })),
  };
}

/**
 * The ways into the account that work on this instance: the password, passkeys, and the providers it still
 * offers (a provider the operator turned off is no way in). A removal that would leave none is refused.
 */
async function usableMethods(tx: Tx, userId: string, offered: readonly string[]) {
  const { accounts, keys } = await methodsOf(tx, userId);
  const usable = accounts.filter((a) =>
    a.providerId === CREDENTIAL ? a.password !== null : offered.includes(a.providerId),
  );
  return usable.length + keys.length;
}

async function removeUnlessLast(
  ctx: ServerContext,
  userId: string,
  offered: readonly string[],
  remove: (tx: Tx) => Promise<number>,
) {
  await databaseOf(ctx).db.transaction(async (tx) => {
    // Two removals racing in two tabs must not both see "one more left".
    await lockUserRow(tx, userId);
    const removed = await remove(tx);
    if (removed === 0) throw notFound(signInMessages.methodNotFound);
    if ((await usableMethods(tx, userId, offered)) < 1) {
      throw refused(signInMessages.lastMethod, "last-sign-in-method");
    }
  });
  await ctx.notify(userId, "me");
}

/** Unlinks a provider from the account; never its last way in. `offered`: the providers of this instance. */
export async function removeProvider(
  ctx: ServerContext,
  userId: string,
  providerId: string,
  offered: readonly string[],
): Promise<void> {
  await removeUnlessLast(ctx, userId, offered, async (tx) => {
    const rows = await tx
      .delete(account)
      .where(
        and(
          eq(account.userId, userId),
          eq(account.providerId, providerId),
          ne(account.providerId, CREDENTIAL),
        ),
      )
      .returning({ id: account.id });
    return rows.length;
  });
}

/** Removes one of the account's passkeys; never its last way in. `offered`: the providers of this instance. */
export async function removePasskey(
  ctx: ServerContext,
  userId: string,
  passkeyId: string,
  offered: readonly string[],
): Promise<void> {
  await removeUnlessLast(ctx, userId, offered, async (tx) => {
    const rows = await tx
      .delete(passkey)
      .where(and(eq(passkey.userId, userId), eq(passkey.id, passkeyId)))
      .returning({ id: passkey.id });
    return rows.length;
  });
}
