import { describe, expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { registration, verifiedUser } from "./support/accounts.ts";
import { testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// docs/product.md#languages: the account keeps its language and game-terms choice; API errors answer in the
// account's language, else the request's Accept-Language, always with their code; e-mails go out in the
// account's language (a new account's: the language its registration page was shown in).
describeEachDb("languages (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  describe("the account's choice", () => {
    it("is kept and read back through /api/me, each part on its own", async () => {
      const { client } = await verifiedUser(t);
      expect(await (await client.get("/api/me")).json()).toMatchObject({
        language: null,
        gameTerms: "interface",
      });
      const saved = await client.put("/api/me/language", { language: "ko" });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toMatchObject({ language: "ko", gameTerms: "interface" });
      await client.put("/api/me/language", { gameTerms: "english" });
      expect(await (await client.get("/api/me")).json()).toMatchObject({
        language: "ko",
        gameTerms: "english",
      });
      await client.put("/api/me/language", { language: null });
      expect(await (await client.get("/api/me")).json()).toMatchObject({
        language: null,
        gameTerms: "english",
      });
    });

    it("refuses what is not a language or a choice, and changes nothing", async () => {
      const { client } = await verifiedUser(t);
      await client.put("/api/me/language", { language: "de" });
      for (const body of [{ language: "xx" }, { gameTerms: "klingon" }, {}, { language: "de", extra: 1 }]) {
        const res = await client.put("/api/me/language", body);
        expect(res.status).toBe(400);
        expect((await res.json()).error.code).toBe("invalid-argument");
      }
      expect(await (await client.get("/api/me")).json()).toMatchObject({
        language: "de",
        gameTerms: "interface",
      });
    });
  });

  describe("API errors", () => {
    it("answer in Accept-Language for a visitor, with their code", async () => {
      const visitor = t.client();
      const res = await visitor.request("/api/public/hunters/nobody/nothing", {
        headers: { "accept-language": "de-DE,de;q=0.9,en;q=0.5" },
      });
      const body = await res.json();
      expect(res.status).toBe(404);
      expect(body.error.code).toBe("not-found");
      expect(body.error.message).not.toBe(messages.hunterNotFound);
      expect(body.error.message).toMatch(/nicht gefunden/);
    });

    it("answer in the account's language over the browser's", async () => {
      const { client } = await verifiedUser(t);
      await client.put("/api/me/language", { language: "fr" });
      const res = await client.request("/api/me/language", {
        method: "PUT",
        headers: { "content-type": "application/json", "accept-language": "de" },
        body: JSON.stringify({}),
      });
      const body = await res.json();
      expect(body.error.code).toBe("invalid-argument");
      expect(body.error.message).toBe("Choisissez une langue ou l'affichage des termes du jeu.");
    });
  });

  describe("e-mails", () => {
    it("go out in the language the registration page was shown in, then in the account's", async () => {
      const client = t.client();
      const body = registration();
      const res = await client.request("/api/account/register", {
        method: "POST",
        headers: { "content-type": "application/json", "accept-language": "es-MX,es;q=0.9" },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(201);
      expect(t.lastMailTo(body.email)?.subject).toBe("Verifica tu correo de Hunter Lodge");

      const { client: player, me } = await verifiedUser(t);
      await player.put("/api/me/language", { language: "ko" });
      const reset = await t.client().post("/api/auth/request-password-reset", {
        email: me.email,
        redirectTo: "/reset-password",
      });
      expect(reset.status).toBe(200);
      expect(t.lastMailTo(me.email ?? "")?.subject).toBe("Hunter Lodge 비밀번호 재설정");
    });
  });
});
