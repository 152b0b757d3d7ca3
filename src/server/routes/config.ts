import { Hono } from "hono";
import type { ServerContext } from "#server/context.ts";

/** What the web app needs to know about this instance before anyone signs in; mounted at /api/config. */
export function configRoutes(ctx: ServerContext) {
  return new Hono().get("/", (c) =>
    c.json({
      appId: ctx.env.APP_ID,
      upgradeContact: ctx.env.UPGRADE_CONTACT,
      supportUrl: ctx.env.SUPPORT_URL ?? null,
      communityUrl: ctx.env.COMMUNITY_URL ?? null,
      tutorialVideoUrl: ctx.env.TUTORIAL_VIDEO_URL ?? null,
      // "Add Hunter Lodge to your server" (docs/product.md#hunter-lodge-in-discord): only once the commands can answer.
      discordInviteUrl:
        ctx.env.DISCORD_APPLICATION_ID && ctx.env.DISCORD_PUBLIC_KEY
          ? `https://discord.com/oauth2/authorize?client_id=${encodeURIComponent(ctx.env.DISCORD_APPLICATION_ID)}&scope=applications.commands`
          : null,
    }),
  );
}
