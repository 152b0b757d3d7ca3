import { type Context, Hono } from "hono";
import { proofHunterParamSchema, proofImageParamSchema } from "#core/schemas/verification.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { verifiedOnly } from "#server/http/guards.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import { valid } from "#server/http/validate.ts";
import { attachProofImage, readProofImage, removeProofImage } from "#server/services/proof-images.ts";
import { readRole } from "#server/services/staff.ts";
import { askVerification, readHunterProof, withdrawVerification } from "#server/services/verification.ts";

// A shared cache may keep a screenshot anyone may see for a minute; the owner's and staff's own views stay
// in their browser only (docs/product.md#proof-and-verification).
const EVERYONE = "public, max-age=60";
const PRIVATE = "private, max-age=60";

/**
 * Proof screenshots and verification requests of a public build (docs/product.md#proof-and-verification);
 * mounted at /api/proof. An upload's body is the image itself, bounded by http/body.ts's own limit for it.
 */
export function proofRoutes(ctx: ServerContext) {
  const viewerOf = (c: Context<AppBindings>) => {
    const user = c.get("user");
    if (!user) return null;
    const role = c.get("account")?.user.role;
    return { id: user.id, staff: async () => Boolean(role ?? (await readRole(ctx, user.id))) };
  };
  return new Hono<AppBindings>()
    .get("/hunters/:hunterId", valid("param", proofHunterParamSchema), async (c) =>
      c.json(await readHunterProof(ctx, c.get("user")?.id ?? null, c.req.valid("param").hunterId)),
    )
    .post("/hunters/:hunterId/images", verifiedOnly, valid("param", proofHunterParamSchema), async (c) => {
      const user = requireVerifiedUser(c);
      const upload = new Uint8Array(await c.req.arrayBuffer());
      return c.json(await attachProofImage(ctx, user.id, c.req.valid("param").hunterId, upload), 201);
    })
    .post(
      "/hunters/:hunterId/verification",
      verifiedOnly,
      valid("param", proofHunterParamSchema),
      async (c) =>
        c.json(await askVerification(ctx, requireVerifiedUser(c).id, c.req.valid("param").hunterId), 201),
    )
    .delete(
      "/hunters/:hunterId/verification",
      verifiedOnly,
      valid("param", proofHunterParamSchema),
      async (c) =>
        c.json(await withdrawVerification(ctx, requireVerifiedUser(c).id, c.req.valid("param").hunterId)),
    )
    .get("/images/:imageId", valid("param", proofImageParamSchema), async (c) => {
      const image = await readProofImage(ctx, viewerOf(c), c.req.valid("param").imageId);
      return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": image.mime,
        "Cache-Control": image.everyone ? EVERYONE : PRIVATE,
        "Content-Disposition": "inline",
      });
    })
    .delete("/images/:imageId", verifiedOnly, valid("param", proofImageParamSchema), async (c) => {
      await removeProofImage(ctx, requireVerifiedUser(c).id, c.req.valid("param").imageId);
      return c.json({ ok: true as const });
    });
}
