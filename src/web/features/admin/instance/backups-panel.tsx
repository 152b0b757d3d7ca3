import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { KEEP_MAX } from "#core/rules/backup-schedule.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Notice, useNotice } from "#web/components/ui/notice.tsx";
import { NumberField } from "#web/components/ui/number-field.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { type BackupsAnswer, useBackUpNow, useClearSchedule, useSetSchedule } from "./api/instance.ts";
import { useSize } from "./use-size.ts";

const DEFAULT_SCHEDULE = { at: "03:00", keep: 7 };

function ScheduleForm({ backups }: { backups: BackupsAnswer }) {
  const { t } = useTranslation("instance-admin");
  const f = useFormat();
  const setSchedule = useSetSchedule();
  const clearSchedule = useClearSchedule();
  const done = useNotice();
  const [at, setAt] = useState(backups.schedule?.at ?? DEFAULT_SCHEDULE.at);
  const [keep, setKeep] = useState(backups.schedule?.keep ?? DEFAULT_SCHEDULE.keep);
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    try {
      await setSchedule.mutateAsync({ at: at.trim(), keep });
      done.success(t("schedule.saved"));
    } catch (error) {
      setRefusal(getErrorMessage(error));
    }
  };
  const turnOff = async () => {
    setRefusal(null);
    try {
      await clearSchedule.mutateAsync();
      done.success(t("schedule.turnedOff"));
    } catch (error) {
      setRefusal(getErrorMessage(error));
    }
  };

  return (
    <form className="space-y-3" onSubmit={save}>
      <p className="text-sm text-lodge-muted">
        {backups.schedule
          ? t("schedule.current", {
              at: backups.schedule.at,
              keep: f.number(backups.schedule.keep),
              count: backups.schedule.keep,
              next: f.dateTime(new Date(backups.schedule.nextAt)),
            })
          : t("schedule.none")}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t("schedule.at")}
          hint={t("schedule.atHint")}
          value={at}
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          onChange={(event) => setAt(event.target.value)}
        />
        <NumberField
          kind="integer"
          max={KEEP_MAX}
          label={t("schedule.keep")}
          hint={t("schedule.keepHint", { max: KEEP_MAX })}
          value={keep}
          onValueChange={setKeep}
        />
      </div>
      {refusal ? <Notice message={{ tone: "error", text: refusal }} /> : null}
      <Notice message={done.message} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={setSchedule.isPending}>
          {t("schedule.save")}
        </Button>
        {backups.schedule ? (
          <Button variant="secondary" loading={clearSchedule.isPending} onClick={turnOff}>
            {t("schedule.turnOff")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function LastBackup({ backups }: { backups: BackupsAnswer }) {
  const { t } = useTranslation("instance-admin");
  const f = useFormat();
  const size = useSize();
  const { last, running, lastFailure } = backups;
  return (
    <div className="space-y-2 text-sm">
      {last ? (
        <div>
          <p className="font-semibold">
            {t("last.taken", { at: f.dateTime(new Date(last.at)), size: size(last.bytes) })}
          </p>
          <p className="mt-1 break-all text-lodge-muted">
            {t("last.where", { file: last.file, instance: last.instance })}
          </p>
        </div>
      ) : (
        <p className="text-lodge-muted">{t("last.none")}</p>
      )}
      {running ? (
        <p role="status">
          {t("last.running", { at: f.dateTime(new Date(running.startedAt)), instance: running.instance })}
        </p>
      ) : null}
      {lastFailure ? (
        <Notice
          message={{
            tone: "error",
            text: t("last.failed", {
              at: lastFailure.at ? f.dateTime(new Date(lastFailure.at)) : "",
              reason: lastFailure.error,
            }),
          }}
        />
      ) : null}
    </div>
  );
}

/** The schedule, the last backup and "back up now" (docs/product.md#instance-and-backups). */
export function BackupsPanel({ backups }: { backups: BackupsAnswer }) {
  const { t } = useTranslation("instance-admin");
  const backUpNow = useBackUpNow();
  const [refusal, setRefusal] = useState<string | null>(null);
  const start = async () => {
    setRefusal(null);
    try {
      await backUpNow.mutateAsync();
    } catch (error) {
      setRefusal(getErrorMessage(error));
    }
  };
  return (
    <Panel
      title={t("backups.title")}
      aria-label={t("backups.title")}
      description={t("backups.description")}
      actions={
        <Button
          variant="secondary"
          loading={backUpNow.isPending}
          disabled={Boolean(backups.running)}
          onClick={start}
        >
          {t("backups.now")}
        </Button>
      }
    >
      <div className="space-y-5">
        {refusal ? <Notice message={{ tone: "error", text: refusal }} /> : null}
        <LastBackup backups={backups} />
        <ScheduleForm backups={backups} />
      </div>
    </Panel>
  );
}
