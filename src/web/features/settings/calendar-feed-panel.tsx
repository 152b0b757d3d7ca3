import { useState } from "react";
import { toast } from "sonner";
import { messages } from "#core/messages.ts";
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
  const query = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirm, setConfirm] = useState<"renew" | "revoke" | null>(null);
  const feed = query.data?.feed ?? null;

  return (
    <Panel
      title="Calendar feed"
      description="The link your calendar apps read the events from."
      aria-label="Calendar feed"
    >
      {query.isPending ? (
        <Spinner size={20} />
      ) : feed ? (
        <div className="space-y-4">
          <div className="flex items-center gap-3 rounded-xl border border-lodge-border bg-lodge-panel-2 p-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-lodge-bg text-lodge-accent">
              <CalendarIcon size={18} />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold">Active</span>
              <span
                className="block truncate font-mono text-xs text-lodge-muted"
                data-testid="settings-feed-url"
              >
                {feed.url}
              </span>
            </span>
          </div>
          {me.isAnonymous ? <p className="text-sm text-lodge-muted">{messages.feedGuestNotice}</p> : null}
          <div className="grid gap-2 sm:grid-cols-2">
            <Button variant="secondary" onClick={() => setConfirm("renew")}>
              Renew link
            </Button>
            <Button
              variant="secondary"
              className="text-lodge-danger hover:border-lodge-danger/60"
              onClick={() => setConfirm("revoke")}
            >
              Revoke
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-lodge-muted">
            No calendar feed. Make one in the calendar to see the events in Google Calendar, Apple Calendar or
            Outlook.
          </p>
          <ButtonLink to="/calendar" variant="secondary" icon={<CalendarIcon size={18} />}>
            Open the calendar
          </ButtonLink>
        </div>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? null : setConfirm(null))}
        title={confirm === "revoke" ? "Revoke the calendar feed?" : "Make a new feed link?"}
        message={
          confirm === "revoke"
            ? "Calendars subscribed to it stop updating, and the link answers nothing from now on."
            : "The current link stops working: add the new one to your calendar apps."
        }
        confirmLabel={confirm === "revoke" ? "Revoke" : "Renew link"}
        tone={confirm === "revoke" ? "danger" : "primary"}
        onConfirm={async () => {
          try {
            if (confirm === "revoke") {
              await revoke.mutateAsync();
              toast.success(messages.feedRevoked);
            } else {
              await renew.mutateAsync();
              toast.success(messages.feedRenewed);
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
