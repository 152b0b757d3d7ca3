import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Badge } from "#web/components/ui/badge.tsx";
import { Notice } from "#web/components/ui/notice.tsx";
import { PageHeader, Panel } from "#web/components/ui/panel.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { useUserSearch } from "../api/users.ts";
import { RoleBadge } from "./role-badge.tsx";

/** Finds accounts by part of an e-mail or nickname, or a whole id; the query stays in the address. */
export function UserSearch() {
  const { t } = useTranslation("admin");
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const [typed, setTyped] = useState(q);
  const found = useUserSearch(q);
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={t("areas.users")} subtitle={t("users.subtitle")} />
      <search>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setParams(typed.trim() ? { q: typed.trim() } : {});
          }}
        >
          <TextField
            className="min-w-0 flex-1"
            label={t("users.search")}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t("users.searchPlaceholder")}
          />
          <button type="submit" className="sr-only">
            {t("users.search")}
          </button>
        </form>
      </search>
      {found.isError ? (
        <Notice message={{ tone: "error", text: t("loadFailed") }} />
      ) : !found.data ? (
        <LoadingState text={t("loading")} />
      ) : found.data.users.length === 0 ? (
        <p className="text-lodge-muted">{t("users.none")}</p>
      ) : (
        <Panel title={q ? t("users.results") : t("users.newest")}>
          <ul className="divide-y divide-lodge-border">
            {found.data.users.map((u) => (
              <li key={u.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
                <Link
                  to={`/admin/users/${encodeURIComponent(u.id)}`}
                  className="min-w-0 font-semibold break-all text-lodge-accent underline"
                >
                  {u.nickname ?? t("users.noNickname")}
                </Link>
                <span className="min-w-0 text-sm break-all text-lodge-muted">{u.email}</span>
                <RoleBadge role={u.role} />
                {u.isAnonymous ? <Badge>{t("users.guest")}</Badge> : null}
                {u.suspendedAt ? <Badge tone="danger">{t("users.suspended")}</Badge> : null}
                <span className="ml-auto text-xs text-lodge-muted">
                  {t("users.joined", { date: f.date(new Date(u.createdAt)) })}
                </span>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </div>
  );
}
