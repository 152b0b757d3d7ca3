import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { FEEDBACK_ORDERS, FEEDBACK_STATUSES, type FeedbackOrder } from "#core/rules/feedback-inbox.ts";
import { FEEDBACK_TYPES } from "#core/schemas/feedback.ts";
import { Button } from "#web/components/ui/button.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { Notice } from "#web/components/ui/notice.tsx";
import { PageHeader } from "#web/components/ui/panel.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { type InboxFilters, type InboxItem, useFeedbackList } from "./api/feedback-inbox.ts";
import { LanguageName, StatusBadge, TypeBadge } from "./feedback-badges.tsx";

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

// The filters live in the address, so the way back from a submission finds the same page of the list.
function useInboxFilters() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get("page"));
  const filters: InboxFilters = {
    type: oneOf(FEEDBACK_TYPES, params.get("type")),
    status: oneOf(FEEDBACK_STATUSES, params.get("status")),
    order: oneOf(FEEDBACK_ORDERS, params.get("order")) ?? "newest",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  const change = (next: Partial<InboxFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.type) search.set("type", merged.type);
    if (merged.status) search.set("status", merged.status);
    if (merged.order !== "newest") search.set("order", merged.order);
    if (merged.page > 1) search.set("page", String(merged.page));
    setParams(search);
  };
  return { filters, change, search: params.toString() };
}

export function InboxList() {
  const { t } = useTranslation("feedback-inbox");
  const { filters, change, search } = useInboxFilters();
  const list = useFeedbackList(filters);

  return (
    <div>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <fieldset className="mb-5 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <legend className="sr-only">{t("filters.label")}</legend>
        <Select
          label={t("filters.type")}
          value={filters.type ?? ""}
          onChange={(e) => change({ type: oneOf(FEEDBACK_TYPES, e.target.value) })}
        >
          <option value="">{t("filters.allTypes")}</option>
          {FEEDBACK_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`typesPlural.${type}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t("filters.status")}
          value={filters.status ?? ""}
          onChange={(e) => change({ status: oneOf(FEEDBACK_STATUSES, e.target.value) })}
        >
          <option value="">{t("filters.allStatuses")}</option>
          {FEEDBACK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t("filters.order")}
          value={filters.order}
          onChange={(e) => change({ order: oneOf(FEEDBACK_ORDERS, e.target.value) as FeedbackOrder })}
        >
          {FEEDBACK_ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(`orders.${order}`)}
            </option>
          ))}
        </Select>
      </fieldset>

      {list.isPending ? (
        <LoadingState text={t("loading")} className="py-10" />
      ) : list.isError ? (
        <Notice message={{ tone: "error", text: t("loadFailed") }} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t("empty")} hint={t("emptyHint")} />
      ) : (
        <>
          <ul aria-label={t("listLabel")} className="space-y-2">
            {list.data.items.map((item) => (
              <InboxRow key={item.id} item={item} search={search} />
            ))}
          </ul>
          <nav
            aria-label={t("pagination")}
            className="mt-4 flex flex-wrap items-center justify-between gap-3"
          >
            <Button
              variant="secondary"
              size="sm"
              disabled={filters.page <= 1}
              onClick={() => change({ page: filters.page - 1 })}
            >
              {t("previous")}
            </Button>
            <p className="text-sm text-lodge-muted">
              {t("page", { page: list.data.page, pages: list.data.pages })}
            </p>
            <Button
              variant="secondary"
              size="sm"
              disabled={filters.page >= list.data.pages}
              onClick={() => change({ page: filters.page + 1 })}
            >
              {t("next")}
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}

function InboxRow({ item, search }: { item: InboxItem; search: string }) {
  const { t } = useTranslation("feedback-inbox");
  const f = useFormat();
  const sent = new Date(item.createdAt);
  return (
    <li>
      <Link
        to={{ pathname: item.id, search }}
        className="block rounded-xl border border-lodge-border bg-lodge-panel p-4 transition hover:border-lodge-accent/60"
      >
        <span className="flex flex-wrap items-center gap-2">
          <TypeBadge type={item.type} />
          <StatusBadge status={item.status} />
          {item.replies > 0 ? (
            <span className="text-xs text-lodge-muted">{t("replyCount", { count: item.replies })}</span>
          ) : null}
        </span>
        <span className="mt-2 block font-medium break-words">{item.excerpt}</span>
        <span className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-lodge-muted">
          <span className="break-all">{item.author.nickname ?? t("guest")}</span>
          <time dateTime={item.createdAt}>{f.dateTime(sent)}</time>
          <LanguageName language={item.language} />
        </span>
      </Link>
    </li>
  );
}
