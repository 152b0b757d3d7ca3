import { z } from "zod";
import { messages } from "#core/messages.ts";

// Every number a player sends has a range far beyond any real value and far inside what JSON, the
// database and the attack-speed formulas handle: a huge one is refused with the app's message instead
// of turning into Infinity somewhere down the line.

export const GUILD_MAX = 100;
export const ATK_SPD_GOAL_MAX = 100;
export const BASE_ATK_SPD_MAX = 100;
export const SLOT_INDEX_MAX = 999;

export const boundedNumber = (min: number, max: number) =>
  z
    .number({ error: messages.numberOutOfRange })
    .min(min, messages.numberOutOfRange)
    .max(max, messages.numberOutOfRange);

export const boundedInt = (min: number, max: number) =>
  boundedNumber(min, max).int(messages.numberOutOfRange);

/**
 * A decimal as the player typed it (comma accepted), refused only when it reads as more than `max`:
 * text that reads as no number keeps falling back to the default where it is used.
 */
export const decimalText = (max: number) =>
  z
    .string({ error: messages.numberOutOfRange })
    .max(12, messages.numberOutOfRange)
    .refine((text) => !(Number.parseFloat(text.replace(",", ".")) > max), {
      error: messages.numberOutOfRange,
    });
