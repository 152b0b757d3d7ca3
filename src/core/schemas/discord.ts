import { z } from "zod";

// The parts of Discord's interaction payload Hunter Lodge reads
// (https://discord.com/developers/docs/interactions/receiving-and-responding); everything else is ignored.
export const INTERACTION = { ping: 1, command: 2, autocomplete: 4 } as const;
export const RESPONSE = { pong: 1, message: 4, choices: 8 } as const;
// A message only its asker sees.
export const EPHEMERAL = 64;

const option = z.object({
  name: z.string().max(32),
  type: z.number().int(),
  value: z.union([z.string().max(6000), z.number(), z.boolean()]).optional(),
  focused: z.boolean().optional(),
});

export const interactionSchema = z.object({
  id: z.string().max(32),
  type: z.number().int(),
  locale: z.string().max(16).optional(),
  guild_locale: z.string().max(16).optional(),
  data: z
    .object({
      name: z.string().max(32),
      options: z.array(option).max(25).optional(),
    })
    .optional(),
});

export type Interaction = z.infer<typeof interactionSchema>;

/** A command option's text value ("" when absent). */
export const optionText = (interaction: Interaction, name: string): string => {
  const value = interaction.data?.options?.find((o) => o.name === name)?.value;
  return typeof value === "string" ? value : "";
};

export type Embed = {
  title?: string;
  url?: string;
  description?: string;
  color?: number;
  image?: { url: string };
  thumbnail?: { url: string };
  fields?: { name: string; value: string; inline?: boolean }[];
  footer?: { text: string };
};

export type MessageData = {
  content?: string;
  embeds?: Embed[];
  components?: { type: 1; components: { type: 2; style: 5; label: string; url: string }[] }[];
  flags?: number;
  allowed_mentions: { parse: [] };
};

export type InteractionResponse =
  | { type: typeof RESPONSE.pong }
  | { type: typeof RESPONSE.message; data: MessageData }
  | { type: typeof RESPONSE.choices; data: { choices: { name: string; value: string }[] } };
