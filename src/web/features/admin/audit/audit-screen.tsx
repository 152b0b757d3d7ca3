import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button.tsx";
import { Notice } from "#web/components/ui/notice.tsx";
import { PageHeader, Panel } from "#web/components/ui/panel.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { type AuditFilters, useAuditLog } from "../api/audit.ts";
import { AuditEntry } from "./audit-entry.tsx";

const NO_FILTERS: AuditFilters = { actor: "", action: "", target: "", from: "", to: "" };

/** The console's audit log (docs/product.md#the-console): every console and command-line action, filtered. */
export function Screen() {
  const { t } = useTranslation("admin");
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const log = useAuditLog(filters);
  const field = (name: keyof AuditFilters, type = "text") => (
    <TextField
      label={t(`audit.filters.${name}`)}
      type={type}
      value={draft[name] ?? ""}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
    />
  );
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={t("areas.audit")} subtitle={t("audit.subtitle")} />
      <form
        aria-label={t("audit.filters.label")}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters(draft);
        }}
      >
        {field("actor")}
        {field("action")}
        {field("target")}
        {field("from", "date")}
        {field("to", "date")}
        <div className="flex gap-2 sm:col-span-2 lg:col-span-5">
          <Button type="submit">{t("audit.filters.apply")}</Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(NO_FILTERS);
              setFilters(NO_FILTERS);
            }}
          >
            {t("audit.filters.clear")}
          </Button>
        </div>
      </form>
      {log.isError ? (
        <Notice message={{ tone: "error", text: t("loadFailed") }} />
      ) : !log.data ? (
        <LoadingState text={t("loading")} />
      ) : entries.length === 0 ? (
        <p className="text-lodge-muted">{t("audit.none")}</p>
      ) : (
        <Panel>
          <ol className="divide-y divide-lodge-border">
            {entries.map((entry) => (
              <li key={entry.id}>
                <AuditEntry entry={entry} />
              </li>
            ))}
          </ol>
          {log.hasNextPage ? (
            <Button variant="secondary" loading={log.isFetchingNextPage} onClick={() => log.fetchNextPage()}>
              {t("audit.more")}
            </Button>
          ) : null}
        </Panel>
      )}
    </div>
  );
}
