import { z } from "zod";
import { messages } from "#core/messages.ts";
import { isStorableText } from "./text.ts";

// Card images are named like files (docs/product.md#build-cards): /api/cards/hunters/{ownerId}/{hunterId}.png
// and /api/cards/profiles/{nickname}.png. A name that cannot exist is simply not found.
const NAME_MAX = 64;

const pngName = (message: string) =>
  z
    .string({ error: message })
    .regex(/^.{1,64}\.png$/s, message)
    .transform((file) => file.slice(0, -".png".length))
    .refine((name) => name.length <= NAME_MAX && isStorableText(name), { error: message });

export const hunterCardParamSchema = z.object({
  ownerId: z
    .string()
    .min(1, messages.hunterNotFound)
    .max(NAME_MAX, messages.hunterNotFound)
    .refine(isStorableText, {
      error: messages.hunterNotFound,
    }),
  hunterFile: pngName(messages.hunterNotFound),
});

export const profileCardParamSchema = z.object({ nicknameFile: pngName(messages.notFound) });
