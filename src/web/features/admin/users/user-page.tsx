import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Badge } from "#web/components/ui/badge.tsx";
import { Notice } from "#web/components/ui/notice.tsx";
import { PageHeader, Panel } from "#web/components/ui/panel.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { useUserActions, useUserDetail } from "../api/users.ts";
import { AuditEntry } from "../audit/audit-entry.tsx";
import { AccountActions } from "./account-actions.tsx";
import { LedgerPanel } from "./ledger-panel.tsx";
import { RoleBadge } from "./role-badge.tsx";
import { UserFacts } from "./user-facts.tsx";

/** One account in the console (docs/product.md#the-console): what it is, and what an admin may do to it. */
export function UserPage() {
  const { t } = useTranslation("admin");
  const userId = useParams().userId ?? "";
  const detail = useUserDetail(userId);
  const actions = useUserActions(userId);
  const back = (
    <Link to="/admin/users" className="text-sm font-semibold text-lodge-accent underline">
      {t("users.back")}
    </Link>
  );
  if (detail.isError) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <Notice
          message={{ tone: "error", text: isApiError(detail.error, 404) ? t("users.gone") : t("loadFailed") }}
        />
      </div>
    );
  }
  if (!detail.data) return <LoadingState text={t("loading")} />;
  const u = detail.data;
  return (
    <div className="flex flex-col gap-5">
      {back}
      <PageHeader
        title={u.nickname ?? u.email}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <span className="break-all">{u.email}</span>
            <RoleBadge role={u.role} />
            {u.isAnonymous ? <Badge>{t("users.guest")}</Badge> : null}
            {u.suspendedAt ? <Badge tone="danger">{t("users.suspended")}</Badge> : null}
          </span>
        }
      />
      {u.suspendedAt ? (
        <Notice
          message={{ tone: "error", text: t("users.suspendedBecause", { reason: u.suspendedReason ?? "" }) }}
        />
      ) : null}
      <UserFacts user={u} />
      <LedgerPanel user={u} grant={actions.grant} />
      <AccountActions user={u} actions={actions} />
      <Panel title={t("users.actions")}>
        {u.actions.length === 0 ? (
          <p className="text-sm text-lodge-muted">{t("users.noActions")}</p>
        ) : (
          <ol className="divide-y divide-lodge-border">
            {u.actions.map((entry) => (
              <li key={entry.id}>
                <AuditEntry entry={entry} />
              </li>
            ))}
          </ol>
        )}
      </Panel>
      {actions.reauthDialog}
    </div>
  );
}
