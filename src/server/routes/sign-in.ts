import { isAPIError } from "better-auth/api";
import type { Context } from "hono";
import { Hono } from "hono";
import {
  chooseNicknameSchema,
  passkeyParamSchema,
  providerParamSchema,
  setPasswordSchema,
} from "#core/schemas/sign-in-methods.ts";
import { signInMessages } from "#core/sign-in-messages.ts";
import type { Auth } from "../auth/auth.ts";
import { publicProviders } from "../auth/providers.ts";
import type { AppBindings, ServerContext } from "../context.ts";
import { conflict, forbidden } from "../errors.ts";
import { forwardCookies } from "../http/body.ts";
import { requireUser, requireVerifiedUser } from "../http/session.ts";
import { valid } from "../http/validate.ts";
import { dismissRemovedWays, readRemovedWays } from "../services/removed-ways.ts";
import {
  chooseNickname,
  listSignInMethods,
  removePasskey,
  removeProvider,
} from "../services/sign-in-methods.ts";

// Settings → Sign-in methods belong to an account: a guest has none to manage.
function requireAccount(c: Context<AppBindings>) {
  const user = requireVerifiedUser(c);
  if (user.isAnonymous) throw forbidden(signInMessages.guestHasNoMethods, "guest");
  return user;
}

const offeredIds = (ctx: ServerContext) => publicProviders(ctx.env).map((p) => p.id);

/**
 * Sign-in through a provider and passkeys (docs/product.md#sign-in-through-a-provider); mounted at
 * /api/sign-in. The flows themselves are better-auth's under /api/auth; these are the app's rules around them.
 */
export function signInRoutes(ctx: ServerContext, auth: Auth) {
  return (
    new Hono<AppBindings>()
      // Public: which "Continue with …" buttons /login shows.
      .get("/providers", (c) => c.json({ providers: publicProviders(ctx.env) }))
      .post("/nickname", valid("json", chooseNicknameSchema), async (c) => {
        const user = requireUser(c);
        if (user.isAnonymous) throw conflict(signInMessages.nicknameAlreadyChosen, "nickname-already-chosen");
        await chooseNickname(ctx, user.id, c.req.valid("json"));
        return c.body(null, 204);
      })
      .get("/methods", async (c) => {
        const user = requireAccount(c);
        return c.json(await listSignInMethods(ctx, user.id, publicProviders(ctx.env)));
      })
      .delete("/methods/providers/:providerId", valid("param", providerParamSchema), async (c) => {
        await removeProvider(ctx, requireAccount(c).id, c.req.valid("param").providerId, offeredIds(ctx));
        return c.body(null, 204);
      })
      .delete("/methods/passkeys/:id", valid("param", passkeyParamSchema), async (c) => {
        await removePasskey(ctx, requireAccount(c).id, c.req.valid("param").id, offeredIds(ctx));
        return c.body(null, 204);
      })
      // What the last proof of the address removed (auth/proof.ts), shown once in the app until dismissed.
      .get("/removed", async (c) => {
        const user = requireAccount(c);
        return c.json({ removed: await readRemovedWays(ctx, user.id) });
      })
      .delete("/removed", async (c) => {
        await dismissRemovedWays(ctx, requireAccount(c).id);
        return c.body(null, 204);
      })
      // An account made through a provider adds a password; one that has a password changes it instead.
      .post("/methods/password", valid("json", setPasswordSchema), async (c) => {
        requireAccount(c);
        try {
          const result = await auth.api.setPassword({
            body: { newPassword: c.req.valid("json").password },
            headers: c.req.raw.headers,
            returnHeaders: true,
          });
          forwardCookies(c, result.headers);
        } catch (error) {
          if (isAPIError(error) && error.status === "BAD_REQUEST") {
            throw conflict(signInMessages.passwordAlreadySet, "password-already-set");
          }
          throw error;
        }
        return c.body(null, 204);
      })
  );
}
