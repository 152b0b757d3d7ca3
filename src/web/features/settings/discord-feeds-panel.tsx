import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { REMINDER_LEADS } from "#core/rules/reminders.ts";
import {
  type DiscordWebhook,
  type DiscordWebhookUpdate,
  FEED_REMINDER_KINDS,
  MAX_DISCORD_WEBHOOKS,
} from "#core/schemas/discord-webhook.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { Notice, useNotice } from "#web/components/ui/notice.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { useChoiceInFlight } from "#web/lib/use-choice-in-flight.ts";
import {
  useAddDiscordFeed,
  useDiscordFeeds,
  useRemoveDiscordFeed,
  useUpdateDiscordFeed,
} from "./api/discord-feeds.ts";

const KIND_LABEL = { valor: "messages:feedKindValor", bosses: "messages:feedKindBosses" } as const;

function FeedSettings({
  feed,
  busy,
  onChange,
}: {
  feed: DiscordWebhook;
  busy: boolean;
  onChange: (next: DiscordWebhookUpdate) => Promise<void>;
}) {
  const { t } = useTranslation(["settings", "messages"]);
  const { id: _id, channelHookId: _hook, ...stored } = feed;
  // The click's choice shows at once, until its save settles (a controlled checkbox would snap back).
  const choice = useChoiceInFlight<DiscordWebhookUpdate>(stored);
  const settings = choice.shown;
  const change = (next: DiscordWebhookUpdate) => {
    choice.choose(next);
    void onChange(next).finally(choice.settled);
  };
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <Checkbox
        label={t("discordFeeds.dailyEvents")}
        checked={settings.dailyEvents}
        disabled={busy}
        onChange={(event) => change({ ...settings, dailyEvents: event.target.checked })}
      />
      <Checkbox
        label={t("discordFeeds.newBuilds")}
        checked={settings.newBuilds}
        disabled={busy}
        onChange={(event) => change({ ...settings, newBuilds: event.target.checked })}
      />
      {FEED_REMINDER_KINDS.map((kind) => (
        <Checkbox
          key={kind}
          label={t("discordFeeds.remind", { event: t(KIND_LABEL[kind]) })}
          checked={settings.kinds.includes(kind)}
          disabled={busy}
          onChange={(event) =>
            change({
              ...settings,
              kinds: event.target.checked
                ? [...settings.kinds, kind]
                : settings.kinds.filter((k) => k !== kind),
            })
          }
        />
      ))}
      <Select
        label={t("discordFeeds.lead")}
        value={String(settings.leadMinutes)}
        disabled={busy}
        onChange={(event) => change({ ...settings, leadMinutes: Number(event.target.value) })}
      >
        {REMINDER_LEADS.map((lead) => (
          <option key={lead} value={lead}>
            {t(`messages:reminderLead${lead}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}

// Settings → Discord channel feeds (docs/product.md#hunter-lodge-in-discord): a channel webhook pasted once,
// then what it posts. The address holds the webhook's secret, so it is never shown again.
export function DiscordFeedsPanel() {
  const { t } = useTranslation(["settings", "common"]);
  const feeds = useDiscordFeeds();
  const add = useAddDiscordFeed();
  const update = useUpdateDiscordFeed();
  const remove = useRemoveDiscordFeed();
  const notice = useNotice();
  const [url, setUrl] = useState("");
  const [name, setName] = useState("");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await add.mutateAsync({
        url,
        name: name.trim() || t("discordFeeds.defaultName"),
        dailyEvents: true,
        kinds: [...FEED_REMINDER_KINDS],
        leadMinutes: 15,
        newBuilds: false,
      });
      setUrl("");
      setName("");
      notice.success(t("discordFeeds.added"));
    } catch (error) {
      notice.error(getErrorMessage(error));
    }
  };
  const change = async (id: string, next: DiscordWebhookUpdate) => {
    try {
      await update.mutateAsync({ id, ...next });
      notice.success(t("discordFeeds.saved"));
    } catch (error) {
      notice.error(getErrorMessage(error));
    }
  };
  const drop = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      notice.success(t("discordFeeds.removed"));
    } catch (error) {
      notice.error(getErrorMessage(error));
    }
  };

  const list = feeds.data ?? [];
  return (
    <Panel
      id="discord-feeds"
      aria-label={t("discordFeeds.title")}
      title={t("discordFeeds.title")}
      description={t("discordFeeds.intro")}
      className="lg:col-span-2"
    >
      {feeds.isPending ? (
        <LoadingState text={t("common:loading")} className="py-6" />
      ) : (
        <div className="space-y-5">
          {list.map((feed) => (
            <section
              key={feed.id}
              aria-label={feed.name}
              className="space-y-2 rounded-xl border border-lodge-border p-3.5"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="min-w-0 break-words font-semibold">{feed.name}</h3>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => drop(feed.id)}
                >
                  {t("discordFeeds.remove")}
                </Button>
              </div>
              <p className="text-xs text-lodge-muted">
                {t("discordFeeds.webhook", { id: feed.channelHookId })}
              </p>
              <FeedSettings feed={feed} busy={update.isPending} onChange={(next) => change(feed.id, next)} />
            </section>
          ))}
          {list.length < MAX_DISCORD_WEBHOOKS ? (
            <form onSubmit={submit} className="space-y-3">
              <TextField
                label={t("discordFeeds.url")}
                hint={t("discordFeeds.urlHint")}
                value={url}
                onChange={(event) => setUrl(event.target.value)}
                inputMode="url"
                autoComplete="off"
                required
              />
              <div className="flex flex-wrap items-end gap-3">
                <TextField
                  label={t("discordFeeds.name")}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  maxLength={60}
                  containerClassName="min-w-48 flex-1"
                />
                <Button type="submit" disabled={add.isPending || url.trim() === ""}>
                  {t("discordFeeds.add")}
                </Button>
              </div>
            </form>
          ) : (
            <p className="text-sm text-lodge-muted">
              {t("discordFeeds.full", { max: MAX_DISCORD_WEBHOOKS })}
            </p>
          )}
          <Notice message={notice.message} />
        </div>
      )}
    </Panel>
  );
}
