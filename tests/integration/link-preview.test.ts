import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { Hono } from "hono";
import { expect, it } from "vitest";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import { linkPreviewPages } from "#server/cards/link-preview.ts";
import { mountWebApp } from "#server/static.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { verifiedUser } from "./support/accounts.ts";
import { TEST_BASE_URL, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// docs/product.md#build-cards: a build's or profile's page carries its preview in the HTML, as a crawler
// fetches it (no cookie, no script run); a private build and a missing one give the same bytes.

const webDir = mkdtempSync(join(tmpdir(), "hl-preview-web-"));
writeFileSync(join(webDir, "index.html"), readFileSync(new URL("../../src/web/index.html", import.meta.url)));

const headOf = (html: string) => html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
// The preview's own tags, byte for byte: the title and every og: and twitter: tag. (The head also preloads
// the page's data by its address,
// docs/decisions.md#2026-11-25-the-server-draws-a-shared-build-with-the-apps-own-components: the ids of the
// address asked for, nothing more.)
const previewOf = (html: string) =>
  headOf(html)
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /^<title>|^<meta (property="og:|name="twitter:)/.test(line))
    .join("\n");

function tagsOf(html: string) {
  const head = headOf(html);
  const tags: Record<string, string> = {};
  for (const [, key, content] of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g))
    tags[key ?? ""] = content ?? "";
  return { title: /<title>([^<]*)<\/title>/.exec(head)?.[1], tags, titles: head.match(/<title>/g)?.length };
}

describeEachDb("link previews (%s)", (kind) => {
  const t = testAppPerSuite(kind);
  let site: Hono | undefined;
  // The crawler: a plain GET with no cookie, reading the HTML as served.
  const crawl = async (path: string) => {
    if (!site) {
      site = new Hono();
      mountWebApp(site, webDir, linkPreviewPages(t.ctx));
    }
    const res = await site.request(`${TEST_BASE_URL}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    return res.text();
  };

  it("puts a public build's title, description, card, address and large-image card in the page", async () => {
    const nickname = `Prev${Math.floor(Math.random() * 1e6)}`;
    const { client } = await verifiedUser(t, { nickname });
    const res = await client.post("/api/hunters", {
      slotIndex: 0,
      hunter: build({
        hunterName: `Aria "<Storm>" & Co`,
        general: { hunterRarity: "Ultimate", hunterClass: "Mage", hunterPurpose: "Boss DPS" },
      }),
    });
    const hunter = (await res.json()) as HunterRecord;
    const html = await crawl(`/hunter/${hunter.userId}/${hunter.id}`);
    const { title, tags, titles } = tagsOf(html);
    expect(titles).toBe(1);
    const owner = nickname.toLowerCase();
    expect(title).toBe(`Aria &#34;&#60;Storm&#62;&#34; &#38; Co by ${owner} · Hunter Lodge`);
    expect(tags["og:title"]).toBe("Aria &#34;&#60;Storm&#62;&#34; &#38; Co");
    expect(tags["og:description"]).toMatch(
      new RegExp(`^Ultimate Mage · ATK SPD [\\d.]+ · Boss DPS · by ${owner}$`),
    );
    expect(tags["og:url"]).toBe(`${TEST_BASE_URL}/hunter/${hunter.userId}/${hunter.id}`);
    expect(tags["og:image"]).toMatch(
      new RegExp(`^${TEST_BASE_URL}/api/cards/hunters/${hunter.userId}/${hunter.id}\\.png\\?v=[\\w-]{12}$`),
    );
    expect(tags["og:image:width"]).toBe("1200");
    expect(tags["og:image:height"]).toBe("630");
    expect(tags["twitter:card"]).toBe("summary_large_image");
    // The image the tag names is there for the crawler, and is the build's card.
    const image = await t.client().get(new URL(tags["og:image"] ?? "").pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    // No inline script came with the tags: the page's only script is the built one.
    expect(html.match(/<script/g)?.length).toBe(1);
  });

  it("gives a private build and a missing one byte-identical head tags that name nothing of either", async () => {
    const { client, me } = await verifiedUser(t, { nickname: `Hid${Math.floor(Math.random() * 1e6)}` });
    const res = await client.post("/api/hunters", {
      slotIndex: 0,
      hunter: build({ hunterName: "SecretBuild", isPublic: false, general: { hunterClass: "Warlock" } }),
    });
    const hunter = (await res.json()) as HunterRecord;
    const hidden = await crawl(`/hunter/${hunter.userId}/${hunter.id}`);
    const missing = await crawl(`/hunter/${me.id}/no-such-build`);
    const nobody = await crawl("/hunter/nobody/nothing");
    expect(previewOf(hidden)).toContain("og:image");
    expect(previewOf(hidden)).toBe(previewOf(missing));
    expect(previewOf(hidden)).toBe(previewOf(nobody));
    for (const secret of ["SecretBuild", "Warlock", me.nickname ?? "?"]) expect(hidden).not.toContain(secret);
    for (const id of [hunter.id, me.id]) expect(previewOf(hidden)).not.toContain(id);
    const { title, tags } = tagsOf(hidden);
    expect(title).toBe("Hunter Lodge");
    expect(tags["og:image"]).toBe(`${TEST_BASE_URL}/api/cards/site.png`);
    expect(tags["og:url"]).toBe(`${TEST_BASE_URL}/`);
    expect(tags["twitter:card"]).toBe("summary_large_image");
  });

  it("puts a public profile's preview in its page, and the site's for a nickname nobody has", async () => {
    const nickname = `Pro${Math.floor(Math.random() * 1e6)}`;
    const { client } = await verifiedUser(t, { nickname });
    await client.post("/api/hunters", { slotIndex: 0, hunter: build({ hunterName: "One" }) });
    const { title, tags } = tagsOf(await crawl(`/profile/${nickname}`));
    const owner = nickname.toLowerCase();
    expect(title).toBe(`${owner} · Hunter Lodge`);
    expect(tags["og:description"]).toBe("1 public hunter · 0 achievements reached");
    expect(tags["og:url"]).toBe(`${TEST_BASE_URL}/profile/${owner}`);
    expect(tags["og:image"]).toMatch(new RegExp(`^${TEST_BASE_URL}/api/cards/profiles/${owner}\\.png\\?v=`));
    expect(tagsOf(await crawl("/profile/nobody-by-that-name")).tags["og:url"]).toBe(`${TEST_BASE_URL}/`);
  });

  it("speaks the owner's language, and a language change gives the card a new address and a new drawing", async () => {
    const nickname = `Spr${Math.floor(Math.random() * 1e6)}`;
    const { client } = await verifiedUser(t, { nickname });
    const res = await client.post("/api/hunters", {
      slotIndex: 0,
      hunter: build({
        hunterName: "Sturm",
        general: { hunterRarity: "Ultimate", hunterClass: "Mage", hunterPurpose: "Bosse" },
      }),
    });
    const hunter = (await res.json()) as HunterRecord;
    const page = `/hunter/${hunter.userId}/${hunter.id}`;
    const owner = nickname.toLowerCase();
    const english = tagsOf(await crawl(page));
    // Fetched as a chat does, by the whole address: its version asks for the card as the page describes it.
    const cardAt = (tag = "") => t.client().get(new URL(tag).pathname + new URL(tag).search);
    const englishCard = await cardAt(english.tags["og:image"]);

    expect((await client.put("/api/me/language", { language: "de" })).status).toBe(200);
    const { title, tags } = tagsOf(await crawl(page));
    expect(title).toBe(`Sturm von ${owner} · Hunter Lodge`);
    // The test game data has no translations, so game names stay English here (src/server/cards/model.test.ts
    // checks them with the real game data).
    expect(tags["og:description"]).toMatch(
      new RegExp(`^Ultimate Mage · ATK SPD \\d,\\d{4} · Bosse · von ${owner}$`),
    );
    expect(tags["og:image"]).not.toBe(english.tags["og:image"]);
    const germanCard = await cardAt(tags["og:image"]);
    expect(germanCard.status).toBe(200);
    expect(germanCard.headers.get("etag")).not.toBe(englishCard.headers.get("etag"));
    expect(tagsOf(await crawl(`/profile/${nickname}`)).tags["og:description"]).toBe(
      "1 öffentlicher Jäger · 0 Erfolge erreicht",
    );

    // Korean: the preview's texts are Korean (the chat draws them), the card stays English and so keeps
    // the English card's address.
    expect((await client.put("/api/me/language", { language: "ko" })).status).toBe(200);
    const korean = tagsOf(await crawl(page));
    expect(korean.title).toBe(`${owner}의 Sturm · Hunter Lodge`);
    expect(korean.tags["og:image"]).toBe(english.tags["og:image"]);
  });

  it("answers any hostile page address with a page and the site's tags", async () => {
    const generic = previewOf(await crawl("/hunter/nobody/nothing"));
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", maxLength: 80 }), fc.boolean(), async (text, asHunter) => {
        let part: string;
        try {
          part = encodeURIComponent(text) || "x";
        } catch {
          part = "%ED%A0%80";
        }
        const path = asHunter ? `/hunter/${part}/${part}` : `/profile/${part}`;
        expect(previewOf(await crawl(path))).toBe(generic);
      }),
      { numRuns: 60 },
    );
  });
});
