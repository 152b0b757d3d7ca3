import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "#server/db/schema.ts";
import { register } from "./support/accounts.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

type Received = { from: string; to: string[]; data: string };

async function startSmtp(received: Received[]) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString("utf8"),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

// Quoted-printable soft line breaks and escapes, so the link can be read back whole.
const decodeQuotedPrintable = (s: string) =>
  s
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describeEachDb("mail (%s)", (kind) => {
  describe("without SMTP_URL", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(async () => {
      await t?.destroy();
    });

    it("keeps the mail in the outbox, logs one line and shows it in the dev mailbox", async () => {
      const first = await register(t.client());
      const { body } = await register(t.client());
      const link = t.lastMailTo(body.email)?.link ?? "";
      expect(t.logs).toContain(`Mail to ${body.email}: Verify your Hunter Lodge e-mail - ${link}`);
      expect(await t.database.db.select().from(mailOutbox)).toHaveLength(2);

      const res = await t.client().get("/api/dev/mailbox");
      expect(res.status).toBe(200);
      const listed = (await res.json()) as { to: string; subject: string; text: string; createdAt: string }[];
      expect(listed.map((m) => m.to)).toEqual([body.email, first.body.email]);
      expect(listed[0]?.text).toContain(link);

      const page = await t.client().get("/dev/mailbox");
      expect(page.headers.get("content-type")).toMatch(/text\/html/);
      const html = await page.text();
      expect(html).toContain(`<a href="${link.replaceAll("&", "&#38;")}">`);
      expect(html).toContain(body.email);
    });
  });

  describe("in production", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { env: { NODE_ENV: "production" } });
    });
    afterAll(async () => {
      await t?.destroy();
    });

    it("has no dev mailbox", async () => {
      expect((await t.client().get("/api/dev/mailbox")).status).toBe(404);
      expect((await t.client().get("/dev/mailbox")).status).toBe(404);
    });
  });

  describe("with SMTP_URL", () => {
    let t: TestApp | undefined;
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    afterEach(async () => {
      await t?.destroy();
      await smtp?.close();
    });

    it("sends the verification mail over SMTP, with its link", async () => {
      const received: Received[] = [];
      smtp = await startSmtp(received);
      t = await createTestApp(kind, {
        env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "Lodge <lodge@example.com>" },
      });
      const { body } = await register(t.client());
      const link = t.lastMailTo(body.email)?.link ?? "";
      expect(link).toMatch(/\/api\/auth\/verify-email\?token=/);
      await expect.poll(() => received.length).toBe(1);
      expect(received[0]).toMatchObject({ from: "lodge@example.com", to: [body.email] });
      const data = decodeQuotedPrintable(received[0]?.data ?? "");
      expect(data).toContain("Subject: Verify your Hunter Lodge e-mail");
      expect(data).toContain(link);
      expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
    });
  });
});
