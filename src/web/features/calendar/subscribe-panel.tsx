import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { GameData } from "#core/game-data/schema.ts";
import type { EventKind } from "#core/rules/calendar.ts";
import { DEFAULT_FEED_SETTINGS, type FeedSettings } from "#core/schemas/calendar-feed.ts";
import { Button, buttonClasses } from "#web/components/ui/button.tsx";
import { CalendarIcon, CopyIcon } from "#web/components/ui/icons.tsx";
import { Notice, useNotice } from "#web/components/ui/notice.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useCalendarFeed } from "#web/data/calendar-feed/get-calendar-feed.ts";
import { useCurrentUser } from "#web/data/current-user.tsx";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { copyText } from "#web/lib/clipboard.ts";
import { cn } from "#web/lib/cn.ts";
import { useChoiceInFlight } from "#web/lib/use-choice-in-flight.ts";
import { useSaveCalendarFeed } from "./api/save-calendar-feed.ts";
import { KindChoices, LeadChoice } from "./feed-choices.tsx";
import { subscribeLinks } from "./subscribe-links.ts";

// docs/product.md#calendar-subscription: the personal feed's address, the one-click subscribe links, and
// what the feed carries. Before the feed exists the choices are kept here and sent with "Create".
export function SubscribePanel({ calendar }: { calendar: GameData["calendar"] }) {
  const { t } = useTranslation(["calendar", "messages"]);
  const me = useCurrentUser();
  const query = useCalendarFeed();
  const save = useSaveCalendarFeed();
  const notice = useNotice();
  const [draft, setDraft] = useState<FeedSettings>(DEFAULT_FEED_SETTINGS);
  const feed = query.data?.feed ?? null;
  const choice = useChoiceInFlight<FeedSettings>(feed ?? draft);
  const choices = choice.shown;

  const change = (next: FeedSettings) => {
    if (next.kinds.length === 0) {
      notice.error(t("messages:feedNoKinds"));
      return;
    }
    if (!feed) {
      setDraft(next);
      return;
    }
    choice.choose(next);
    save.mutate(next, {
      onSuccess: () => notice.success(t("messages:feedSaved")),
      onError: (error) => notice.error(getErrorMessage(error)),
      onSettled: choice.settled,
    });
  };

  return (
    <Panel
      className="mt-6"
      aria-labelledby="subscribe-title"
      title={
        <span id="subscribe-title" className="flex items-center gap-2.5">
          <span className="grid size-9 place-items-center rounded-xl bg-lodge-accent/15 text-lodge-accent">
            <CalendarIcon size={18} />
          </span>
          {t("subscribe.title")}
        </span>
      }
      description={t("subscribe.description")}
    >
      {query.isPending ? (
        <Spinner size={20} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="space-y-4">
            {feed ? (
              <FeedAddress url={feed.url} />
            ) : (
              <div className="rounded-xl border border-dashed border-lodge-border bg-lodge-bg/40 p-4">
                <p className="text-sm text-lodge-muted">{t("subscribe.intro")}</p>
                <Button
                  className="mt-3"
                  loading={save.isPending}
                  onClick={() =>
                    save.mutate(draft, {
                      onError: (error) => notice.error(getErrorMessage(error)),
                    })
                  }
                >
                  {t("subscribe.create")}
                </Button>
              </div>
            )}
            {me.isAnonymous ? (
              <p className="rounded-xl border border-lodge-warn/40 bg-lodge-warn/10 px-3.5 py-2.5 text-sm text-lodge-text">
                {t("messages:feedGuestNotice")}
              </p>
            ) : null}
            <Notice message={notice.message} />
          </div>
          <div className={cn("space-y-5", save.isPending && feed && "opacity-70")}>
            <KindChoices
              kinds={choices.kinds}
              calendar={calendar}
              onChange={(kinds: EventKind[]) => change({ ...choices, kinds })}
            />
            <LeadChoice
              lead={choices.leadMinutes}
              onChange={(leadMinutes) => change({ ...choices, leadMinutes })}
            />
          </div>
        </div>
      )}
    </Panel>
  );
}

function FeedAddress({ url }: { url: string }) {
  const { t } = useTranslation(["calendar", "messages"]);
  const links = subscribeLinks(url, t("messages:feedName"));
  const copy = async () => {
    if (await copyText(url)) toast.success(t("messages:feedCopied"));
    else toast.error(t("messages:copyLinkFailed"));
  };
  const provider = cn(buttonClasses("secondary", "md"), "justify-start");
  return (
    <>
      <div>
        <label htmlFor="feed-url" className="mb-1.5 block text-sm font-semibold">
          {t("subscribe.link")}
        </label>
        <div className="flex items-stretch gap-2">
          <input
            id="feed-url"
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="min-h-11 min-w-0 flex-1 rounded-xl border border-lodge-border bg-lodge-bg/60 px-3 font-mono text-xs text-lodge-muted"
          />
          <Button onClick={copy} icon={<CopyIcon size={17} />} aria-label={t("subscribe.copyLink")}>
            <span className="hidden sm:inline">{t("subscribe.copy")}</span>
          </Button>
        </div>
        <p className="mt-1.5 text-xs text-lodge-muted">{t("subscribe.linkHint")}</p>
      </div>
      <div>
        <p className="mb-1.5 text-sm font-semibold">{t("subscribe.oneClick")}</p>
        <div className="grid gap-2 sm:grid-cols-3 lg:grid-cols-1">
          <a className={provider} href={links.google} target="_blank" rel="noreferrer">
            <ProviderMark letter="G" className="bg-sky-500" /> {t("subscribe.providers.google")}
          </a>
          <a className={provider} href={links.apple}>
            <ProviderMark letter="A" className="bg-zinc-500" /> {t("subscribe.providers.apple")}
          </a>
          <a className={provider} href={links.outlook} target="_blank" rel="noreferrer">
            <ProviderMark letter="O" className="bg-blue-600" /> {t("subscribe.providers.outlook")}
          </a>
        </div>
      </div>
    </>
  );
}

// A small lettered badge instead of the providers' logos (their marks are theirs to use).
function ProviderMark({ letter, className }: { letter: string; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid size-6 shrink-0 place-items-center rounded-md text-xs font-bold text-white",
        className,
      )}
    >
      {letter}
    </span>
  );
}
