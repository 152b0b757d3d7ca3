import { z } from "zod";
import { messages } from "#core/messages.ts";
import { baseUpdatedAtSchema } from "./hunter.ts";

// The visibility toggle's input (docs/product.md#sharing); the sharing rules themselves are in #core/rules/sharing.ts.

export const visibilitySchema = z.object(
  { isPublic: z.boolean({ error: messages.invalidRequest }), baseUpdatedAt: baseUpdatedAtSchema },
  { error: messages.invalidRequest },
);
