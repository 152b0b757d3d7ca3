// Seeds a PostgreSQL database at community size
// (docs/decisions.md#2026-11-23-scale-bench-how-a-community-sized-database-is-seeded-and-loaded) with
// set-based SQL: every table is filled by one `insert ... select generate_series(...)`, its JSON picked from
// templates that the app's own rules built and its schemas accept, so the server reads these rows exactly as
// rows it wrote itself.
import { createHmac } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { ITEM_SLOTS } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { achievementTiers, computeAchievementProgress } from "#core/rules/achievements.ts";
import { normalizeHunterInput } from "#core/rules/build-normalize.ts";
import { EXPLORE_FACTS_VERSION, exploreFacts } from "#core/rules/explore/facts.ts";
import { hunterFacts } from "#core/rules/hunter-facts.ts";
import { normalizeAddItem } from "#core/rules/item-editing.ts";
import { hunterInputSchema, newHunter } from "#core/schemas/hunter.ts";
import { addItemInputSchema } from "#core/schemas/inventory-item.ts";
import { presetInputSchema } from "#core/schemas/presets.ts";
import { canonicalBuild, canonicalItem, STORED_FORM } from "#server/services/stored-data.ts";

// Players by their index i (1..players): i % 10 = 0 is VIP (10%), 1-3 refer two others each (30%),
// 4-9 were referred by one of those; everyone not VIP is on the free tier (90%, the 60% "free only" of
// the issue plus the 30% who referred).
export const isVipIndex = (i: number) => i % 10 === 0;
const VIP_ITEMS = 400;

const ITEM_TEMPLATES = 96;
const HUNTER_TEMPLATES = 48;
const PROGRESS_TEMPLATES = 16;
const PRESET_TEMPLATES = 10;

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

function itemTemplates(gameData: GameData): unknown[] {
  const templates: unknown[] = [];
  for (let n = 0; templates.length < ITEM_TEMPLATES; n++) {
    const rarity = pick(gameData.itemRarity, n);
    const input = addItemInputSchema.parse({
      itemType: pick(ITEM_SLOTS, n * 5 + 1),
      rarity: rarity.name,
      quality: pick(gameData.itemQuality, n * 3).name,
      attributes: Array.from({ length: rarity.attributeCount }, (_, k) => ({
        type: pick(gameData.attributes, n * 7 + k * 3),
        value: 1 + ((n * 31 + k * 17) % 60),
      })),
      runeType: n % 3 === 0 ? pick(gameData.runeTypes, n) : "",
      runeValue: n % 3 === 0 ? 1 + (n % 9) : 0,
      engraved: n % 4 === 0,
      baseAtkSpd: "2",
      weaponRuneType: pick(gameData.weaponRuneTypes, n).name,
      weaponRuneLevel: 1 + (n % 3),
      inheritable: n % 5 === 0,
    });
    const result = normalizeAddItem(input, { isVip: n % 5 === 0 }, gameData);
    if (result.ok) templates.push(result.item);
  }
  return templates;
}

function hunterTemplates(gameData: GameData): unknown[] {
  return Array.from({ length: HUNTER_TEMPLATES }, (_, n) => {
    const equipped = (slot: number) => {
      const rarity = pick(gameData.itemRarity, n + slot);
      return {
        rarity: rarity.name,
        quality: pick(gameData.itemQuality, n + slot * 2).name,
        engraved: (n + slot) % 3 === 0,
        attributes: Array.from({ length: rarity.attributeCount }, (_, k) => ({
          type: pick(gameData.attributes, n * 3 + slot * 5 + k),
          value: 5 + ((n + slot * 7 + k * 11) % 40),
        })),
      };
    };
    const input = hunterInputSchema.parse({
      ...newHunter(),
      general: {
        hunterClass: pick(gameData.classes, n).name,
        hunterRarity: pick(gameData.hunterRarity, n * 5),
        hunterAtkSpdRarity: pick(gameData.hunterAttackSpeedRarity, n).label,
        characteristic: pick(gameData.characteristics, n * 3).name,
        hunterPurpose: pick(["Boss farming", "PvP", "Gold runs", "Dungeon clear"], n),
        technology: n % 11,
        guild: 5,
      },
      items: Object.fromEntries(ITEM_SLOTS.map((slot, k) => [slot, equipped(k)])),
      mount: { rarity: pick(["", "B", "A", "S"], n), skill: pick(gameData.mountSkills, n).name },
      // Explore's meta and set filter need sets that differ from build to build.
      sets: [
        { name: pick(gameData.sets, n).name, level: 1 + (n % 3) },
        { name: pick(gameData.sets, n + 3).name, level: 1 + ((n + 1) % 3) },
        { name: "", level: 1 },
      ],
    });
    return normalizeHunterInput(input, gameData);
  });
}

function progressTemplates(gameData: GameData, hunters: unknown[]) {
  return Array.from({ length: PROGRESS_TEMPLATES }, (_, n) => {
    const facts = Array.from({ length: 15 + (n % 11) }, (_, k) =>
      hunterFacts(hunterInputSchema.parse(pick(hunters, n + k)), gameData),
    );
    const progress = computeAchievementProgress({
      hunters: facts,
      paragonClassCount: gameData.classes.filter((c) => c.paragon).length,
      inventoryCount: 160 + n * 15,
      presetCount: 3 + (n % 8),
      presetLimit: n % 4 === 0 ? 10 : 3,
      referralCount: n % 3 === 0 ? 2 : 0,
      vipMonths: n % 4 === 0 ? 12 : 0,
      lifetime: n % 8 === 0,
      slotsBought: n % 7 === 0 ? 2 : 0,
      watchedTutorial: n % 2 === 0,
    });
    return { progress, tiers: achievementTiers(progress) };
  });
}

const presetTemplates = (gameData: GameData) =>
  Array.from(
    { length: 10 },
    (_, n) =>
      presetInputSchema.parse({
        name: pick(["Speed weapons", "Boss gear", "To salvage", "Engraved", "PvP set"], n),
        filters: {
          itemType: [pick(ITEM_SLOTS, n)],
          rarity: [pick(gameData.itemRarity, n + 3).name],
          quality: n % 2 === 0 ? [] : [pick(gameData.itemQuality, n).name],
          attributes: [pick(gameData.attributes, n * 2)],
          inheritable: false,
        },
      }).filters,
  );

// A hunter's name and visibility columns are the truth over the same fields inside `data`
// (toHunterRecord), so the stored build is the template's as it is.
// Ids are derived from the player's index, so a statement can point at another player (a referral)
// without looking it up, and the bench can name players without reading them back.
export const userIdOf = (i: number) => `u${String(i).padStart(7, "0")}`;
export const nicknameOf = (i: number) => `player${i}`;
const sessionTokenOf = (i: number) => `scale${String(i).padStart(7, "0")}token${"x".repeat(10)}`;
const USER_ID = (expr: string) => `'u' || lpad((${expr})::text, 7, '0')`;

/** The cookie a browser holds for player `i`: better-auth's signed session cookie (HMAC-SHA256). */
export function sessionCookieOf(i: number, secret: string): string {
  const token = sessionTokenOf(i);
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

type Step = { table: string; sql: string; params?: unknown[] };

// Templates sit in small temporary tables joined by number: indexing one large JSON array parameter per
// row would unpack the whole array for every row.
// Builds and items are json in the stored form (services/stored-data.ts), so their templates stay json
// text as written; a build's name and visibility are filled into its text per row.
const STORED_AS_WRITTEN = new Set(["items", "hunters"]);
const NAME_MARK = "@@name@@";
const buildData = (s: string, t: string) =>
  `replace(replace(${t}.data::text, '"hunterName":"${NAME_MARK}"', '"hunterName":' || to_json('Hunter ' || ${s})::text),
    '"isPublic":true', '"isPublic":' || (${s} % 3 = 0)::text)::json`;

function templateSteps(templates: ReturnType<typeof allTemplates>): Step[] {
  return Object.entries(templates).map(([name, list]) => {
    const json = STORED_AS_WRITTEN.has(name) ? "json" : "jsonb";
    return {
      table: `tpl_${name}`,
      sql: `create temp table tpl_${name} as
            select (ordinality - 1)::int as k, value as data from ${json}_array_elements($1::${json}) with ordinality`,
      params: [JSON.stringify(list)],
    };
  });
}

function steps(players: number): Step[] {
  // Referred player j (i % 10 in 4..9) has rank k among them; referrer number k % 3000 of those with
  // i % 10 in 1..3 credits it, so each referrer has two.
  const referrers = Math.floor(players / 10) * 3;
  const referrerOf = (i: string) =>
    `((((${i}) / 10) * 6 + ((${i}) % 10) - 4) % ${referrers}) / 3 * 10 + (((((${i}) / 10) * 6 + ((${i}) % 10) - 4) % ${referrers}) % 3) + 1`;
  return [
    {
      table: "user",
      sql: `insert into "user" (id, name, email, email_verified, nickname, image, avatar_bg_color, watched_tutorial,
              referred_by, referral_credit_processed, created_at, updated_at)
            select ${USER_ID("i")}, 'player' || i, 'player' || i || '@example.com', true, 'player' || i,
              '/avatars/ranger.svg', '#1f4e79', i % 2 = 0,
              case when i % 10 >= 4 then ${USER_ID(referrerOf("i"))} end, i % 10 >= 4,
              now() - (i || ' minutes')::interval, now()
            from generate_series(1, $1::int) i`,
      params: [players],
    },
    {
      table: "session",
      sql: `insert into session (id, token, user_id, expires_at, created_at, updated_at, ip_address, user_agent)
            select 'sess' || i, 'scale' || lpad(i::text, 7, '0') || 'token' || repeat('x', 10), ${USER_ID("i")},
              now() + interval '7 days', now(), now(), '127.0.0.1', 'scale-bench'
            from generate_series(1, $1::int) i`,
      params: [players],
    },
    {
      table: "purchases",
      sql: `insert into purchases (id, user_id, kind, quantity, source, created_at)
            select gen_random_uuid()::text, ${USER_ID("i")},
              case when i % 20 = 0 then 'vip_lifetime' else 'vip_month' end,
              case when i % 20 = 0 then 1 else 1 + i % 3 end, 'bench', now() - interval '10 days'
            from generate_series(10, $1::int, 10) i
            union all
            select gen_random_uuid()::text, ${USER_ID("i")}, 'slot', 1 + i % 5, 'bench', now() - interval '40 days'
            from generate_series(7, $1::int, 7) i`,
      params: [players],
    },
    {
      table: "referrals",
      sql: `insert into referrals (id, user_id, new_user_id, created_at)
            select gen_random_uuid()::text, ${USER_ID(referrerOf("i"))}, ${USER_ID("i")}, now() - interval '1 day'
            from generate_series(1, $1::int) i where i % 10 >= 4`,
      params: [players],
    },
    // Explore's tallies are counted once after the bulk insert, as the hunters_tally trigger would have
    // kept them row by row (the integration test proves the two agree).
    { table: "hunters (tally trigger off)", sql: "alter table hunters disable trigger hunters_tally" },
    {
      table: "hunters",
      sql: `insert into hunters (id, user_id, slot_index, is_public, hunter_name, data, data_form, created_at, updated_at,
              hunter_class, class_family, hunter_rarity, purpose, actual_atk_spd, set_names, all_engraved,
              all_ultimate, tally_keys, facts_version, speed_reached_at, copy_count, view_count)
            select gen_random_uuid()::text, ${USER_ID("i")}, s, s % 3 = 0, 'Hunter ' || s,
              ${buildData("s", "t")}, ${STORED_FORM},
              now() - ((i + s) || ' hours')::interval, now() - (s || ' minutes')::interval,
              e.data->>'hunterClass', e.data->>'classFamily', e.data->>'hunterRarity', e.data->>'purpose',
              (e.data->>'actualAtkSpd')::float8,
              array(select jsonb_array_elements_text(e.data->'setNames')),
              (e.data->>'allEngraved')::boolean, (e.data->>'allUltimate')::boolean,
              array(select jsonb_array_elements_text(e.data->'tallyKeys')), ${EXPLORE_FACTS_VERSION},
              now() - ((i + s) || ' hours')::interval, (i * 31 + s) % 97, (i * 17 + s * 5) % 211
            from generate_series(1, $1::int) i
            cross join lateral generate_series(0, 14 + i % 11) s
            join tpl_hunters t on t.k = (i * 7 + s) % ${HUNTER_TEMPLATES}
            join tpl_explore e on e.k = (i * 7 + s) % ${HUNTER_TEMPLATES}`,
      params: [players],
    },
    {
      table: "explore_tallies",
      sql: `insert into explore_tallies (key, n)
            select k, count(*)::int from hunters, unnest(tally_keys) k where listed group by k`,
    },
    { table: "hunters (tally trigger on)", sql: "alter table hunters enable trigger hunters_tally" },
    {
      table: "inventory_items",
      sql: `insert into inventory_items (id, user_id, data, data_form, created_at)
            select gen_random_uuid()::text, ${USER_ID("i")}, t.data, ${STORED_FORM}, now() - ((i + n * 37) || ' seconds')::interval
            from generate_series(1, $1::int) i
            cross join lateral generate_series(1, case when i % 10 = 0 then ${VIP_ITEMS} else 160 + (i * 13) % 41 end) n
            join tpl_items t on t.k = (i * 11 + n) % ${ITEM_TEMPLATES}`,
      params: [players],
    },
    {
      table: "inventory_presets",
      sql: `insert into inventory_presets (id, user_id, name, filters, created_at, updated_at)
            select gen_random_uuid()::text, ${USER_ID("i")}, 'Preset ' || n, t.data,
              now() - (n || ' days')::interval, now()
            from generate_series(1, $1::int) i
            cross join lateral generate_series(1, case when i % 10 = 0 then 3 + i % 8 else 3 end) n
            join tpl_presets t on t.k = (i + n) % ${PRESET_TEMPLATES}`,
      params: [players],
    },
    {
      table: "achievement_progress",
      sql: `insert into achievement_progress (user_id, progress, tiers, updated_at)
            select ${USER_ID("i")}, t.data -> 'progress', t.data -> 'tiers', now()
            from generate_series(1, $1::int) i
            join tpl_progress t on t.k = i % ${PROGRESS_TEMPLATES}`,
      params: [players],
    },
    {
      table: "feedback",
      sql: `insert into feedback (id, type, text, user_id, user_email, created_at)
            select gen_random_uuid()::text, case when i % 2 = 0 then 'bug' else 'feature' end,
              'The inventory filter forgets my choice after a reload (report ' || i || ').',
              ${USER_ID("i")}, 'player' || i || '@example.com', now() - (i || ' minutes')::interval
            from generate_series(1, $1::int, 2) i`,
      params: [players],
    },
  ];
}

function allTemplates(gameData: GameData) {
  const hunters = hunterTemplates(gameData);
  return {
    items: itemTemplates(gameData).map(canonicalItem),
    hunters: hunters.map((h) => canonicalBuild(h, NAME_MARK, true)),
    explore: hunters.map((h) => exploreFacts(hunterInputSchema.parse(h), gameData)),
    progress: progressTemplates(gameData, hunters),
    presets: presetTemplates(gameData),
  };
}

export type SeedReport = { seconds: number; rows: Record<string, number>; bytes: string };

/** Fills the (migrated, empty) database at `url` with `players` players and all their data. */
export async function seedAtScale(url: string, players: number, gameData: GameData): Promise<SeedReport> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    // Bulk load as pg_restore does: no per-row WAL flush wait; the data is scratch.
    await client.query("set synchronous_commit = off");
    for (const step of [...templateSteps(allTemplates(gameData)), ...steps(players)]) {
      const stepStart = performance.now();
      await client.query(step.sql, step.params);
      console.log(`    ${step.table}: ${((performance.now() - stepStart) / 1000).toFixed(1)} s`);
    }
    await client.query("vacuum analyze");
    const seconds = (performance.now() - started) / 1000;
    const rows: Record<string, number> = {};
    for (const table of ["user", "session", "hunters", "inventory_items", "inventory_presets"]) {
      const { rows: counted } = await client.query(`select count(*)::int as n from "${table}"`);
      rows[table] = counted[0].n;
    }
    for (const table of ["achievement_progress", "referrals", "purchases", "feedback"]) {
      const { rows: counted } = await client.query(`select count(*)::int as n from ${table}`);
      rows[table] = counted[0].n;
    }
    const { rows: size } = await client.query(
      "select pg_size_pretty(pg_database_size(current_database())) as s",
    );
    return { seconds, rows, bytes: size[0].s };
  } finally {
    await client.end();
  }
}
