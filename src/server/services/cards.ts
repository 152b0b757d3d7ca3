import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { GameData } from "#core/game-data/schema.ts";
import { gameText } from "#core/game-data/texts.ts";
import { messages } from "#core/messages.ts";
import { attackSpeedReport } from "#core/rules/attack-speed.ts";
import { type CardLanguage, cardImageLanguage, ownerLanguage } from "#core/rules/card-language.ts";
import { gameDataVersion } from "#core/rules/game-data-version.ts";
import { boardSpeed } from "#core/rules/speed-cap.ts";
import { hunterInputSchema } from "#core/schemas/hunter.ts";
import { type CachedCard, cardEtag, createCardCache } from "#server/cards/card-cache.ts";
import { hunterCardModel, profileCardModel } from "#server/cards/model.ts";
import type { RenderJob } from "#server/cards/render-job.ts";
import { createRenderPool, type RenderPool, RenderTimeout } from "#server/cards/render-pool.ts";
import { createRenderQueue, type RenderQueueLimits } from "#server/cards/render-queue.ts";
import type { ServerContext } from "#server/context.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { hunters, user } from "#server/db/schema.ts";
import { AppError, notFound } from "#server/errors.ts";
import { serverT } from "#server/i18n/texts.ts";
import { getPublicProfile } from "./profiles.ts";

// Build and profile cards (docs/product.md#build-cards): what they show is read here, drawn by the
// render thread, and kept until a change of the owner's makes it stale. Both speak the owner's language
// (docs/decisions.md, "Cards draw in the owner's language"); a change of it is a change of "me", which
// forgets the owner's cards like a new nickname does.

export type CardsContext = ServerContext;

const SITE_OWNER = "";
const hunterKey = (ownerId: string, hunterId: string) => `hunter:${ownerId}/${hunterId}`;
const profileKey = (nickname: string) => `profile:${nickname.toLowerCase()}`;
const SITE_KEY = "site";

// A private build and a missing one answer the same (docs/product.md#security).
const hunterCardNotFound = () => notFound(messages.hunterNotFound);
const CARD_UNAVAILABLE = "The card is taking too long to draw. Please try again in a moment.";
// Over its time a card is abandoned; the page it belongs to works without it.
const renderTimedOut = () => new AppError(503, "unavailable", CARD_UNAVAILABLE);

async function readPublicHunter(ctx: CardsContext, ownerId: string, hunterId: string) {
  const [found] = await databaseOf(ctx)
    .db.select({
      data: hunters.data,
      hunterName: hunters.hunterName,
      updatedAt: hunters.updatedAt,
      nickname: user.nickname,
      image: user.image,
      avatarBgColor: user.avatarBgColor,
      language: user.language,
      gameTerms: user.gameTerms,
      verifiedAt: hunters.verifiedAt,
    })
    .from(hunters)
    .innerJoin(user, eq(user.id, hunters.userId))
    // A suspended owner's builds draw no card (docs/product.md#the-console).
    .where(
      and(
        eq(hunters.id, hunterId),
        eq(hunters.userId, ownerId),
        eq(hunters.isPublic, true),
        eq(hunters.ownerSuspended, false),
      ),
    );
  if (!found) return null;
  const hunter = { ...hunterInputSchema.parse(found.data), hunterName: found.hunterName };
  const owner = { nickname: found.nickname, image: found.image, avatarBgColor: found.avatarBgColor };
  return {
    hunter,
    owner,
    updatedAt: found.updatedAt,
    // A moderator's verification changes no build: it is part of what the card shows, so of its fingerprint.
    verified: found.verifiedAt !== null,
    language: ownerLanguage(found.language, found.gameTerms),
  };
}

async function readOwnerLanguage(ctx: CardsContext, userId: string): Promise<CardLanguage> {
  const [found] = await databaseOf(ctx)
    .db.select({ language: user.language, gameTerms: user.gameTerms })
    .from(user)
    .where(eq(user.id, userId));
  return ownerLanguage(found?.language, found?.gameTerms);
}

// The profile as its page shows it, with its owner's language; null when no player has that nickname.
async function readPublicProfile(ctx: CardsContext, nickname: string) {
  try {
    const profile = await getPublicProfile(ctx, nickname);
    return { ...profile, language: await readOwnerLanguage(ctx, profile.userId) };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

// A short fingerprint of everything a card shows, for the image's address in link previews: a chat
// that keeps previews by address then shows a changed build's new card.
const fingerprint = (...parts: unknown[]) =>
  createHash("sha256").update(JSON.stringify(parts)).digest("base64url").slice(0, 12);

type FoundHunter = NonNullable<Awaited<ReturnType<typeof readPublicHunter>>>;
type FoundProfile = NonNullable<Awaited<ReturnType<typeof readPublicProfile>>>;

const hunterCardVersion = (found: FoundHunter, gameData: GameData) =>
  fingerprint(
    found.updatedAt,
    found.owner,
    found.verified,
    gameDataVersion(gameData),
    cardImageLanguage(found.language),
  );

const profileCardVersion = ({ language, ...profile }: FoundProfile, gameData: GameData) =>
  fingerprint(profile, gameDataVersion(gameData), cardImageLanguage(language));

/**
 * What a link preview of a public build says, in its owner's language (Korean too: the chat draws these
 * texts with its own fonts); null for a private or missing one. The card's address changes with the
 * language it is drawn in.
 */
export async function hunterPreview(ctx: CardsContext, ownerId: string, hunterId: string) {
  const found = await readPublicHunter(ctx, ownerId, hunterId);
  if (!found) return null;
  const gameData = ctx.gameData.get();
  const { general } = found.hunter;
  const { language, gameLanguage } = found.language;
  const game = (english: string) => gameText(gameData, gameLanguage, english);
  return {
    language,
    name: found.hunter.hunterName,
    creator: found.owner.nickname ?? serverT(language, "messages")("anonymousCreator"),
    rarity: general.hunterRarity && game(general.hunterRarity),
    hunterClass: general.hunterClass && game(general.hunterClass),
    purpose: general.hunterPurpose,
    // As the game plays it (docs/product.md#the-games-fastest-attack-on-the-boards).
    speed: boardSpeed(attackSpeedReport(found.hunter, gameData).actual),
    verified: found.verified,
    version: hunterCardVersion(found, gameData),
  };
}

/** What a link preview of a public profile says; null when no player has that nickname. */
export async function profilePreview(ctx: CardsContext, nickname: string) {
  const found = await readPublicProfile(ctx, nickname);
  if (!found) return null;
  return {
    language: found.language.language,
    nickname: found.nickname,
    publicHunters: found.publicHunters.length,
    achievements: Object.keys(found.publicAchievements).length,
    version: profileCardVersion(found, ctx.gameData.get()),
  };
}

/**
 * Who asks for a card (their network, http/client-ip.ts, and the signed-in player if any) and which
 * version their address names (`?v=`).
 */
export interface CardRequest {
  address?: string | null;
  userId?: string | null;
  version?: string;
}

export function createCardService(
  ctx: CardsContext,
  pool: Pick<RenderPool, "render" | "stop"> = createRenderPool(),
  limits?: RenderQueueLimits,
) {
  const cache = createCardCache(ctx.live, ctx.gameData);
  const queue = createRenderQueue((job: RenderJob) => pool.render(job), limits);
  // One draw per card at a time: requests for a card already drawing from the same read wait for it.
  const drawing = new Map<string, { readAt: number; card: Promise<CachedCard> }>();

  type Found = { ownerId: string; job: RenderJob; version: string; shows: readonly string[] };
  type Read = () => Promise<Found | null>;

  function startDrawing(key: string, found: Found, readAt: number, address: string | null) {
    const gameData = ctx.gameData.get();
    const png = queue.draw(found.job, { owner: found.ownerId, address });
    if (!png) return null;
    const card = png.then(
      (drawn): CachedCard => {
        const { ownerId, version, shows } = found;
        const made = { ownerId, png: drawn, etag: cardEtag(drawn), gameData, version, shows };
        cache.set(key, made, readAt);
        return made;
      },
      (error: unknown) => {
        throw error instanceof RenderTimeout ? renderTimedOut() : error;
      },
    );
    const entry = { readAt, card };
    drawing.set(key, entry);
    // Nobody may be waiting for it (a stale card was served): its failure is only the next request's.
    card
      .catch(() => undefined)
      .finally(() => {
        if (drawing.get(key) === entry) drawing.delete(key);
      });
    return card;
  }

  /**
   * The card as it is now. A card made stale by a change that does not show on it (another build of
   * the owner's) is current again without a drawing. A changed card's last image is answered at once
   * while its new one draws, unless the request names another version (a link preview's new address
   * wants the new card), the owner asks (who just saved and downloads the image) or the last image
   * shows a build no longer public. A card over its owner's or
   * its address's share of the render thread (cards/render-queue.ts) answers 503 unless a stale one is
   * there to answer.
   */
  async function card(key: string, read: Read, missing: () => Error, asked: CardRequest) {
    const readAt = cache.changes();
    const found = await read();
    if (!found) {
      cache.forget(key);
      throw missing();
    }
    const stale = cache.stale(key);
    if (stale?.version === found.version) {
      cache.set(key, stale, readAt);
      return stale;
    }
    const current = drawing.get(key);
    const next =
      current && !cache.changedSince(found.ownerId, current.readAt)
        ? current.card
        : startDrawing(key, found, readAt, asked.address ?? null);
    const staleWillDo =
      stale !== undefined &&
      (asked.version === undefined || asked.version === stale.version) &&
      asked.userId !== found.ownerId &&
      stale.shows.every((id) => found.shows.includes(id));
    if (stale && staleWillDo) return stale;
    if (!next) throw renderTimedOut();
    return next;
  }

  return {
    /** A card already drawn and still fresh, or undefined: drawing one is what the rate limit counts. */
    cachedHunter: (ownerId: string, hunterId: string) => cache.fresh(hunterKey(ownerId, hunterId)),
    cachedProfile: (nickname: string) => cache.fresh(profileKey(nickname)),
    cachedSite: () => cache.fresh(SITE_KEY),
    /** Cards waiting for the render thread, the one drawing left out. */
    waiting: () => queue.waiting(),

    hunter: (ownerId: string, hunterId: string, asked: CardRequest = {}) =>
      card(
        hunterKey(ownerId, hunterId),
        async () => {
          const found = await readPublicHunter(ctx, ownerId, hunterId);
          if (!found) return null;
          const model = hunterCardModel(
            found.hunter,
            found.owner,
            ctx.gameData.get(),
            cardImageLanguage(found.language),
            found.verified,
          );
          const version = hunterCardVersion(found, ctx.gameData.get());
          return { ownerId, job: { kind: "hunter", model }, version, shows: [hunterId] };
        },
        hunterCardNotFound,
        asked,
      ),

    profile: (nickname: string, asked: CardRequest = {}) =>
      card(
        profileKey(nickname),
        async () => {
          const found = await readPublicProfile(ctx, nickname);
          if (!found) return null;
          const input = {
            owner: { nickname: found.nickname, image: found.photoURL, avatarBgColor: found.avatarBgColor },
            hunters: found.publicHunters,
            achievements: found.publicAchievements as Record<string, string>,
          };
          return {
            ownerId: found.userId,
            job: {
              kind: "profile",
              model: profileCardModel(input, ctx.gameData.get(), cardImageLanguage(found.language)),
            },
            version: profileCardVersion(found, ctx.gameData.get()),
            shows: found.publicHunters.map((h) => h.id),
          };
        },
        () => notFound(messages.profileNotFound(nickname)),
        asked,
      ),

    site: (asked: CardRequest = {}) =>
      card(
        SITE_KEY,
        async () => ({ ownerId: SITE_OWNER, job: { kind: "site" }, version: "", shows: [] }),
        hunterCardNotFound,
        asked,
      ),

    stop: async () => {
      cache.stop();
      await pool.stop();
    },
  };
}
