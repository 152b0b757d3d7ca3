import { messages } from "#core/messages.ts";
import { referralPath } from "#core/rules/sharing.ts";
import type { Me } from "#core/schemas/me.ts";

// Shell and Settings show the nickname, else the identity's display name, else 'Player' (docs/product.md#shell).
export function displayNameOf(me: Pick<Me, "nickname" | "displayName"> | null | undefined): string {
  return me?.nickname || me?.displayName || messages.defaultDisplayName;
}

export function referralLinkOf(userId: string, origin: string = window.location.origin): string {
  return `${origin}${referralPath(userId)}`;
}
