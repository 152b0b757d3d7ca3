import { z } from "zod";
import { messages } from "#core/messages.ts";
import { KEEP_MAX, KEEP_MIN, TIME_OF_DAY } from "#core/rules/backup-schedule.ts";

// The console's Instance screen (docs/product.md#instance-and-backups): the backup schedule it sets.

export const backupScheduleSchema = z.object(
  {
    at: z.string({ error: messages.backupTimeInvalid }).regex(TIME_OF_DAY, messages.backupTimeInvalid),
    keep: z
      .number({ error: messages.backupKeepInvalid })
      .int(messages.backupKeepInvalid)
      .min(KEEP_MIN, messages.backupKeepInvalid)
      .max(KEEP_MAX, messages.backupKeepInvalid),
  },
  { error: messages.invalidRequest },
);
export type BackupScheduleInput = z.infer<typeof backupScheduleSchema>;
