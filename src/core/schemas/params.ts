import { z } from "zod";
import { messages } from "#core/messages.ts";
import { isStorableText } from "./text.ts";

// Path parameters. An id that cannot exist is simply not found, like someone else's (docs/product.md#security).
const ID_MAX = 64;

const id = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .max(ID_MAX, message)
    .refine(isStorableText, { error: message });

export const idParamSchema = z.object({ id: id(messages.notFound) });
export const hunterIdParamSchema = z.object({ id: id(messages.hunterNotFound) });
export const publicHunterParamSchema = z.object({
  ownerId: id(messages.hunterNotFound),
  hunterId: id(messages.hunterNotFound),
});

const unknownNickname = (issue: { input?: unknown }) =>
  messages.profileNotFound(typeof issue.input === "string" ? issue.input.slice(0, ID_MAX) : "");
export const nicknameParamSchema = z.object({
  nickname: z
    .string()
    .max(ID_MAX, { error: unknownNickname })
    .refine(isStorableText, { error: unknownNickname }),
});

/** POST /api/inventory/delete-batch: ids of the user's items (unknown ones are skipped). */
export const idListSchema = (max: number) =>
  z.object(
    {
      ids: z
        .array(id(messages.invalidRequest), { error: messages.invalidRequest })
        .max(max, messages.invalidRequest),
    },
    { error: messages.invalidRequest },
  );
