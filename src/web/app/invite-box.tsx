import { useTranslation } from "react-i18next";
import { referralLinkOf } from "#web/data/display-name.ts";
import { CopyIcon, UsersIcon } from "../components/ui/icons.tsx";
import { copyText } from "../lib/clipboard.ts";

// The referral link (docs/product.md#referrals): every two friends who join add a permanent slot
// (docs/product.md#slots).
export function InviteBox({ userId, referralCount }: { userId: string; referralCount: number }) {
  const { t } = useTranslation(["common", "messages"]);
  const link = referralLinkOf(userId);
  const copy = async () => {
    const copied = await copyText(link);
    // The toasts' library loads with the first toast, not with the first page
    // (docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time).
    const { toast } = await import("sonner");
    if (copied) toast.success(t("messages:referralLinkCopied"));
    else toast.error(t("messages:copyLinkFailed"));
  };
  return (
    <section
      aria-labelledby="invite-title"
      className="rounded-2xl border border-lodge-border bg-gradient-to-br from-lodge-panel-2 to-lodge-panel p-3.5"
    >
      <h2 id="invite-title" className="flex items-center gap-2 text-sm font-bold">
        <UsersIcon size={16} className="text-lodge-accent" />
        {t("invite.title")}
      </h2>
      <p className="mt-1 text-xs text-lodge-muted">{t("invite.body")}</p>
      <div className="mt-2.5 flex items-stretch gap-1.5">
        <input
          readOnly
          value={link}
          aria-label={t("invite.link")}
          onFocus={(e) => e.currentTarget.select()}
          className="min-h-10 min-w-0 flex-1 rounded-lg border border-lodge-border bg-lodge-bg/60 px-2.5 font-mono text-xs text-lodge-muted"
        />
        <button
          type="button"
          onClick={copy}
          aria-label={t("invite.copy")}
          className="inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg bg-lodge-accent text-lodge-on-accent hover:brightness-110"
        >
          <CopyIcon size={17} />
        </button>
      </div>
      <p className="mt-2.5 text-xs text-lodge-muted" data-testid="referral-count">
        {t("invite.joined")} <strong className="text-sm text-lodge-text">{referralCount}</strong>
      </p>
    </section>
  );
}
