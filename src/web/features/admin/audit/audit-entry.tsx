import { useTranslation } from "react-i18next";
import { useFormat } from "#web/lib/i18n/use-format.ts";

export type AuditEntryView = {
  id: string;
  at: string;
  actorId: string | null;
  actorName: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  reason: string | null;
  before: unknown;
  after: unknown;
};

const shown = (value: unknown) =>
  value === null || value === undefined ? "—" : JSON.stringify(value, null, 1);

/** One entry of the audit log: who, what, on what, when, why, and the state before and after. */
export function AuditEntry({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation("admin");
  const f = useFormat();
  return (
    <article className="flex min-w-0 flex-col gap-2 py-3">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <strong className="font-mono">{entry.action}</strong>
        <span>{t("audit.by", { name: entry.actorName })}</span>
        <time className="text-lodge-muted" dateTime={entry.at}>
          {f.dateTime(new Date(entry.at))}
        </time>
      </p>
      {entry.targetId ? (
        <p className="text-xs break-all text-lodge-muted">
          {t("audit.target", { type: entry.targetType ?? "", id: entry.targetId })}
        </p>
      ) : null}
      {entry.reason ? (
        <p className="text-sm break-words">{t("audit.reason", { reason: entry.reason })}</p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {(["before", "after"] as const).map((side) => (
          <div key={side} className="min-w-0">
            <p className="text-xs font-semibold text-lodge-muted">{t(`audit.${side}`)}</p>
            <pre className="overflow-x-auto rounded-lg bg-lodge-bg/40 p-2 text-xs whitespace-pre-wrap break-all">
              {shown(entry[side])}
            </pre>
          </div>
        ))}
      </div>
    </article>
  );
}
