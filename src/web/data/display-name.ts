import { referralPath } from "#core/rules/sharing.ts";
import type { Me } from "#core/schemas/me.ts";
import { i18next } from "#web/lib/i18n/i18n.ts";

// Shell and Settings show the nickname, else the identity's display name, else 'Player' (docs/product.md#shell).
// Its callers load the messages catalogue; #core/messages.ts would put every English message in the first page.
export function displayNameOf(me: Pick<Me, "nickname" | "displayName"> | null | undefined): string {
  return me?.nickname || me?.displayName || i18next.t("messages:defaultDisplayName");
}

export function referralLinkOf(userId: string, origin: string = window.location.origin): string {
  return `${origin}${referralPath(userId)}`;
}
