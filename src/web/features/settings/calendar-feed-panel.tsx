import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Me } from "#core/schemas/me.ts";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/dialog.tsx";
import { CalendarIcon } from "#web/components/ui/icons.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useCalendarFeed } from "#web/data/calendar-feed/get-calendar-feed.ts";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { useRenewCalendarFeed } from "./api/renew-calendar-feed.ts";
import { useRevokeCalendarFeed } from "./api/revoke-calendar-feed.ts";

// docs/product.md#calendar-subscription: the feed link is its only key, so it can be replaced (renew: calendars
// on the old link stop updating) or ended (revoke). Made and tuned in the calendar's Subscribe panel.
export function CalendarFeedPanel({ me }: { me: Me }) {
  const { t } = useTranslation(["settings", "messages"]);
  const query = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirm, setConfirm] = useState<"renew" | "revoke" | null>(null);
  const feed = query.data?.feed ?? null;

  return (
    <Panel title={t("feed.title")} description={t("feed.description")} aria-label={t("feed.title")}>
      {query.isPending ? (
        <Spinner size={20} />
      ) : feed ? (
        <div className="space-y-4">
          <div className="flex items-center gap-3 rounded-xl border border-lodge-border bg-lodge-panel-2 p-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-lodge-bg text-lodge-accent">
              <CalendarIcon size={18} />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold">{t("feed.active")}</span>
              {/* The whole link, broken anywhere: cut short it could not be read, and unbroken it widened a
                  phone's page past the window. */}
              <span
                className="block font-mono text-xs break-all text-lodge-muted"
                data-testid="settings-feed-url"
              >
                {feed.url}
              </span>
            </span>
          </div>
          {me.isAnonymous ? (
            <p className="text-sm text-lodge-muted">{t("messages:feedGuestNotice")}</p>
          ) : null}
          <div className="grid gap-2 sm:grid-cols-2">
            <Button variant="secondary" onClick={() => setConfirm("renew")}>
              {t("feed.renew")}
            </Button>
            <Button
              variant="secondary"
              className="text-lodge-danger hover:border-lodge-danger/60"
              onClick={() => setConfirm("revoke")}
            >
              {t("feed.revoke")}
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-lodge-muted">{t("feed.none")}</p>
          <ButtonLink to="/calendar" variant="secondary" icon={<CalendarIcon size={18} />}>
            {t("feed.open")}
          </ButtonLink>
        </div>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? null : setConfirm(null))}
        title={confirm === "revoke" ? t("feed.revokeTitle") : t("feed.renewTitle")}
        message={confirm === "revoke" ? t("feed.revokeMessage") : t("feed.renewMessage")}
        confirmLabel={confirm === "revoke" ? t("feed.revoke") : t("feed.renew")}
        tone={confirm === "revoke" ? "danger" : "primary"}
        onConfirm={async () => {
          try {
            if (confirm === "revoke") {
              await revoke.mutateAsync();
              toast.success(t("messages:feedRevoked"));
            } else {
              await renew.mutateAsync();
              toast.success(t("messages:feedRenewed"));
            }
          } catch (error) {
            toast.error(getErrorMessage(error));
            throw error;
          }
        }}
      />
    </Panel>
  );
}
