import { useTranslation } from "react-i18next";
import { Badge } from "#web/components/ui/badge.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import type { UserDetail } from "../api/users.ts";

/** What the account is: its identity, how it signs in, its hunters and the reports against it. */
export function UserFacts({ user: u }: { user: UserDetail }) {
  const { t } = useTranslation("admin");
  const f = useFormat();
  const methods = [
    ...(u.signInMethods.password ? [t("users.password")] : []),
    ...u.signInMethods.providers,
    ...(u.signInMethods.passkeys > 0 ? [t("users.passkeys", { n: u.signInMethods.passkeys })] : []),
  ];
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Panel title={t("users.account")}>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          <dt className="text-lodge-muted">{t("users.id")}</dt>
          <dd className="font-mono break-all">{u.id}</dd>
          <dt className="text-lodge-muted">{t("users.email")}</dt>
          <dd className="break-all">
            {u.email} {u.emailVerified ? null : <Badge>{t("users.unverified")}</Badge>}
          </dd>
          <dt className="text-lodge-muted">{t("users.created")}</dt>
          <dd>{f.dateTime(new Date(u.createdAt))}</dd>
          <dt className="text-lodge-muted">{t("users.sessions")}</dt>
          <dd>{f.number(u.sessions)}</dd>
          <dt className="text-lodge-muted">{t("users.signInMethods")}</dt>
          <dd>{methods.length > 0 ? methods.join(", ") : t("users.noMethods")}</dd>
        </dl>
      </Panel>
      <Panel title={t("users.hunters", { n: u.hunters.length })}>
        {u.hunters.length === 0 ? (
          <p className="text-sm text-lodge-muted">{t("users.noHunters")}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {u.hunters.map((h) => (
              <li key={h.id} className="flex flex-wrap items-center gap-2">
                <span className="font-semibold break-all">{h.hunterName}</span>
                {h.hunterClass ? <span className="text-lodge-muted">{h.hunterClass}</span> : null}
                <Badge tone={h.isPublic ? "success" : "neutral"}>
                  {h.isPublic ? t("users.public") : t("users.private")}
                </Badge>
                {h.hidden ? <Badge tone="danger">{t("users.hidden")}</Badge> : null}
                {h.verified ? <Badge tone="info">{t("users.verified")}</Badge> : null}
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={t("users.reports", { n: u.reports.length })} className="lg:col-span-2">
        {u.reports.length === 0 ? (
          <p className="text-sm text-lodge-muted">{t("users.noReports")}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {u.reports.map((r) => (
              <li key={r.id} className="flex flex-wrap items-baseline gap-2">
                <Badge tone={r.status === "open" ? "gold" : "neutral"}>{r.status}</Badge>
                <span className="font-semibold">{r.targetType}</span>
                <span>{r.reason}</span>
                {r.text ? <span className="break-words text-lodge-muted">“{r.text}”</span> : null}
                <span className="ml-auto text-xs text-lodge-muted">{f.date(new Date(r.createdAt))}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
