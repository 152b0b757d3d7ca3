import { useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeChange, type VersionChange } from "#core/rules/change-summary.ts";
import { contestedLabels, mergeHunters } from "#core/rules/hunter-merge.ts";
import type { OutboxEntry } from "#core/rules/outbox.ts";
import { contestedFields } from "#core/rules/outbox-conflict.ts";
import { type HunterInput, hunterInputSchema, type OwnHunter } from "#core/schemas/hunter.ts";
import type { Preset, PresetFiltersInput } from "#core/schemas/presets.ts";
import { useChangeText } from "#web/components/history/change-text.ts";
import { Button } from "#web/components/ui/button.tsx";
import { changeLabel } from "#web/data/outbox/change-label.ts";
import { dropChange, keepMyVersion, keepTheirVersion, tryAgain } from "#web/data/outbox/outbox-actions.ts";
import { watchSyncing } from "#web/data/outbox/sync-outbox.ts";
import { useOutbox } from "#web/data/outbox/use-outbox.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import { i18next } from "#web/lib/i18n/i18n.ts";
import { useOnline } from "#web/lib/online.ts";

// Under the offline banner (docs/decisions.md#2026-11-24-edits-made-offline): how many changes wait for the
// network, and each change the player must decide on: a hunter saved on another device meanwhile, or a change
// the server refused.
export function OutboxPanel() {
  const { t } = useTranslation(["common", "messages"]);
  const entries = useOutbox();
  const online = useOnline();
  const [syncing, setSyncing] = useState(false);
  useEffect(() => watchSyncing(setSyncing), []);
  const waiting = entries.filter((e) => e.status === "waiting").length;
  const problems = entries.filter((e) => e.status !== "waiting");
  if (entries.length === 0) return null;
  return (
    <section aria-label={t("outbox.label")} className="px-4 pt-4 sm:px-6 md:px-10">
      <div className="mx-auto w-full max-w-6xl space-y-3">
        {waiting > 0 ? (
          <p
            role="status"
            className="inline-flex items-center gap-2 rounded-full border border-lodge-warn/40 bg-lodge-panel-2 px-3 py-1 text-sm font-semibold text-lodge-warn"
          >
            <span aria-hidden="true" className="size-2 rounded-full bg-lodge-warn" />
            {syncing && online ? t("messages:syncing") : t("messages:waitingCount", { count: waiting })}
          </p>
        ) : null}
        {problems.map((entry) =>
          entry.status === "conflict" ? (
            <ConflictCard key={entry.id} entry={entry} />
          ) : (
            <RefusedCard key={entry.id} entry={entry} />
          ),
        )}
      </div>
    </section>
  );
}

// A card's buttons stay off while one of its actions runs.
function useBusy() {
  const [busy, setBusy] = useState(false);
  const act = (run: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await run();
    } finally {
      setBusy(false);
    }
  };
  return [busy, act] as const;
}

const cardClasses = "rounded-2xl border bg-lodge-panel p-4 shadow-lg shadow-black/10 sm:p-5";

type Side = { name: string; detail: string };
type ConflictView = { name: string; mine: Side; theirs: Side; theirsUpdatedAt: string; contested?: string[] };

// The card's words: a hunter's change, game names (a preset's filter values) and the filters' own words.
type Words = {
  changeText: (change: VersionChange) => string;
  gameText: (english: string) => string;
  inheritable: string;
};

const filterWords = (filters: PresetFiltersInput, words: Words) =>
  [
    ...[
      ...(filters.itemType ?? []),
      ...(filters.rarity ?? []),
      ...(filters.quality ?? []),
      ...(filters.attributes ?? []),
    ].map(words.gameText),
    ...(filters.inheritable ? [words.inheritable] : []),
  ].join(", ") || i18next.t("messages:presetNoFilters");

// Both versions in a player's words: what each one changes against the other.
function conflictView(entry: OutboxEntry, words: Words): ConflictView | null {
  const { changeText } = words;
  const { change } = entry;
  if (change.kind === "preset-update") {
    const theirs = entry.theirs as Preset | undefined;
    if (!theirs) return null;
    return {
      name: theirs.name,
      mine: { name: theirs.name, detail: filterWords(change.filters, words) },
      theirs: { name: theirs.name, detail: filterWords(theirs.filters, words) },
      theirsUpdatedAt: theirs.updatedAt,
    };
  }
  if (change.kind !== "hunter-save" && change.kind !== "hunter-visibility") return null;
  const theirs = entry.theirs as OwnHunter | undefined;
  if (!theirs) return null;
  let theirsInput = hunterInputSchema.parse(theirs);
  let mine: HunterInput =
    change.kind === "hunter-save" ? change.hunter : { ...theirsInput, isPublic: change.isPublic };
  const contested = contestedFields(entry);
  // Known where the edit started: both versions differ only in the fields both devices changed.
  if (change.kind === "hunter-save" && change.base && contested) {
    mine = mergeHunters(change.base, change.hunter, theirsInput, "mine").merged;
    theirsInput = mergeHunters(change.base, change.hunter, theirsInput, "theirs").merged;
  }
  return {
    name: theirs.hunterName,
    mine: { name: mine.hunterName, detail: changeText(describeChange(theirsInput, mine)) },
    theirs: { name: theirsInput.hunterName, detail: changeText(describeChange(mine, theirsInput)) },
    theirsUpdatedAt: theirs.updatedAt,
    ...(contested ? { contested: contestedLabels(contested) } : {}),
  };
}

// The two versions side by side, and the player's choice.
function ConflictCard({ entry }: { entry: OutboxEntry }) {
  const { t } = useTranslation(["common", "messages", "inventory"]);
  const queryClient = useQueryClient();
  const [busy, act] = useBusy();
  const changeText = useChangeText();
  const gameText = useGameText();
  const view = conflictView(entry, { changeText, gameText, inheritable: t("inventory:filters.inheritable") });
  if (!view) return null;
  return (
    <article aria-label={t("messages:conflictTitle")} className={`${cardClasses} border-lodge-warn/50`}>
      <h2 className="text-base font-bold text-lodge-text">{t("messages:conflictTitle")}</h2>
      <p className="mt-1 text-sm text-lodge-muted">{t("messages:conflictIntro", { name: view.name })}</p>
      {view.contested ? (
        <p className="mt-1 text-sm font-semibold text-lodge-text">
          {t("messages:conflictBothChanged", { fields: view.contested.join(", ") })}
        </p>
      ) : null}
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <Version title={t("messages:conflictMine")} when={t("messages:conflictNotYetSaved")} {...view.mine} />
        <Version
          title={t("messages:conflictTheirs")}
          when={t("messages:conflictSavedAt", { time: format(new Date(view.theirsUpdatedAt), "HH:mm") })}
          {...view.theirs}
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy}
          onClick={act(() => keepMyVersion(queryClient, entry, view.theirsUpdatedAt))}
        >
          {t("messages:keepMine")}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={act(() => keepTheirVersion(queryClient, entry, view.theirsUpdatedAt))}
        >
          {t("messages:keepTheirs")}
        </Button>
      </div>
    </article>
  );
}

function Version({
  title,
  name,
  when,
  detail,
}: {
  title: string;
  name: string;
  when: string;
  detail: string;
}) {
  return (
    <section aria-label={title} className="rounded-xl border border-lodge-border bg-lodge-bg/40 p-3">
      <h3 className="text-xs font-semibold tracking-wider text-lodge-muted uppercase">{title}</h3>
      <p className="mt-1 font-semibold text-lodge-text">
        {name} <span className="text-xs font-normal text-lodge-muted">· {when}</span>
      </p>
      <p className="mt-1 text-sm text-lodge-muted">{detail}</p>
    </section>
  );
}

function RefusedCard({ entry }: { entry: OutboxEntry }) {
  const { t } = useTranslation(["common", "messages"]);
  const queryClient = useQueryClient();
  const [busy, act] = useBusy();
  return (
    <article aria-label={t("messages:refusedTitle")} className={`${cardClasses} border-lodge-danger/50`}>
      <h2 className="text-base font-bold text-lodge-text">{t("messages:refusedTitle")}</h2>
      <p className="mt-1 text-sm text-lodge-text">{changeLabel(entry.change, queryClient)}</p>
      <p role="alert" className="mt-1 text-sm font-semibold text-lodge-danger">
        {entry.problem ?? t("messages:unknownError")}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={act(() => tryAgain(queryClient, entry))}
        >
          {t("messages:retrySync")}
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={act(() => dropChange(queryClient, entry))}>
          {t("messages:discardChange")}
        </Button>
      </div>
    </article>
  );
}
