import { hunterSharePath } from "#core/rules/sharing.ts";
import { copyText } from "#web/lib/clipboard.ts";
import { i18next } from "#web/lib/i18n/i18n.ts";
import { toast } from "#web/lib/toast.ts";

/**
 * Copies a public hunter's link (anyone may pass a public build on); the toast says a chat will show the
 * build's card (docs/product.md#build-cards). Apart from the owner's sharing (use-hunter-sharing.ts), whose
 * saves a visitor's shared build does without
 * (docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time).
 */
export async function copyShareLink(hunter: { id: string; userId: string }, preview: string) {
  if (await copyText(`${window.location.origin}${hunterSharePath(hunter.userId, hunter.id)}`))
    toast.success(i18next.t("messages:shareLinkCopied"), { description: preview });
  else toast.error(i18next.t("messages:copyLinkFailed"));
}
