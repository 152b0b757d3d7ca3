import { messages } from "#core/messages.ts";
import type { SessionUser } from "../context.ts";
import { refused } from "../errors.ts";

/**
 * An account made through a provider is named only once its nickname step is done: until then nothing of it
 * is public, or explore would list builds by nobody (docs/product.md#sign-in-through-a-provider). A guest has
 * no nickname step and keeps sharing as before.
 */
export function refusePublicWithoutNickname(user: SessionUser, isPublic: boolean | undefined) {
  if (isPublic && !user.isAnonymous && user.nickname === null) {
    throw refused(messages.nicknameBeforePublic, "nickname-required");
  }
}
