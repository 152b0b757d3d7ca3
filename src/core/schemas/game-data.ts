import { z } from "zod";

/**
 * /api/game-data's query: `lang`, the language of the game-terms translations to include (src/core/game-data/
 * answer.ts). Without it, or with a language unknown here, the answer is English only: an odd address still
 * answers.
 */
export const gameDataQuerySchema = z.object({ lang: z.string().max(20).optional() });
