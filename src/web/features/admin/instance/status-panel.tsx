import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "#web/components/ui/panel.tsx";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import type { InstanceAnswer } from "./api/instance.ts";
import { useSize } from "./use-size.ts";

function Line({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b border-lodge-border py-2 last:border-0">
      <dt className="text-lodge-muted">{term}</dt>
      <dd className="min-w-0 break-words text-right font-semibold">{children}</dd>
    </div>
  );
}

/** What this instance runs and how its mail and push reminders stand. */
export function StatusPanel({ instance }: { instance: InstanceAnswer["instance"] }) {
  const { t } = useTranslation("instance-admin");
  const f = useFormat();
  const size = useSize();
  const minutes = Math.floor(instance.uptimeSeconds / 60);
  const uptime = t("status.uptimeValue", {
    days: f.number(Math.floor(minutes / 1440)),
    hours: f.number(Math.floor((minutes % 1440) / 60)),
    minutes: f.number(minutes % 60),
  });
  const { mail, push } = instance;
  return (
    <Panel title={t("status.title")} aria-label={t("status.title")}>
      <dl className="text-sm">
        <Line term={t("status.version")}>{instance.version}</Line>
        <Line term={t("status.uptime")}>{uptime}</Line>
        <Line term={t("status.database")}>
          {t(instance.database.kind === "pglite" ? "status.embedded" : "status.postgres", {
            size: size(instance.database.bytes),
          })}
        </Line>
        <Line term={t("status.instances")}>{f.number(instance.instances)}</Line>
        <Line term={t("status.liveStreams")}>{f.number(instance.liveStreams)}</Line>
        <Line term={t("status.mail")}>
          {mail.transport === "smtp"
            ? t("status.smtp")
            : t("status.devMailbox", { count: mail.waiting, waiting: f.number(mail.waiting) })}
        </Line>
        {mail.lastFailure ? (
          <Line term={t("status.mailFailure")}>
            {t("status.failureValue", {
              at: f.dateTime(new Date(mail.lastFailure.at)),
              reason: mail.lastFailure.message,
            })}
          </Line>
        ) : null}
        <Line term={t("status.push")}>
          {push.reminders
            ? t(push.vapidKeys === "settings" ? "status.pushOnSettings" : "status.pushOnDataDir", {
                count: push.subscriptions,
                devices: f.number(push.subscriptions),
              })
            : t("status.pushOff")}
        </Line>
        <Line term={t("status.lastPush")}>
          {push.lastSentAt ? f.dateTime(new Date(push.lastSentAt)) : t("status.never")}
        </Line>
        {push.reminders ? (
          <Line term={t("status.lastTick")}>
            {push.lastTickAt ? f.dateTime(new Date(push.lastTickAt)) : t("status.notYet")}
          </Line>
        ) : null}
      </dl>
    </Panel>
  );
}
