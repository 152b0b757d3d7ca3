import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { describeIssues } from "#core/schemas/validation.ts";
import { badRequest, notFound } from "#server/errors.ts";

/**
 * One part of the request checked by its shared schema (docs/product.md#api). A bad body or query answers 400
 * with the app's own first message and the field errors; a path parameter that cannot exist answers 404
 * with its schema's message, like anything else that is not there or not yours (docs/product.md#security).
 */
export const valid = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result) => {
    if (result.success) return;
    if (target === "param") throw notFound(result.error.issues[0]?.message);
    const { message, fieldErrors } = describeIssues(result.error.issues);
    throw badRequest(message, fieldErrors);
  });
