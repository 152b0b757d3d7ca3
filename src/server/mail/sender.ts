import nodemailer from "nodemailer";
import type { OutgoingMail } from "../context.ts";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import type { Env } from "../env.ts";
import { recordMailFailure } from "./last-failure.ts";

type SendMail = (mail: OutgoingMail) => Promise<void>;

const firstLink = (text: string) => text.match(/https?:\/\/\S+/)?.[0] ?? "";

/**
 * Real SMTP when SMTP_URL is set; otherwise the mail waits in the outbox table (read at /dev/mailbox)
 * and one line in the log says where its link goes (docs/product.md#hosting).
 */
export function createMailSender(
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM">,
  database: Database,
  log: (line: string) => void = console.log,
): SendMail {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return async (mail) => {
      try {
        await transport.sendMail({ from: env.MAIL_FROM, ...mail });
      } catch (error) {
        recordMailFailure(error);
        throw error;
      }
    };
  }
  return async (mail) => {
    await database.db.insert(mailOutbox).values(mail);
    log(`Mail to ${mail.to}: ${mail.subject} - ${firstLink(mail.text)}`);
  };
}
