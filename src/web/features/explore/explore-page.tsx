import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { ExploreQuery } from "#core/schemas/explore.ts";
import { Button } from "#web/components/ui/button.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useExplore } from "./api/get-explore.ts";
import { BuildCard } from "./components/build-card.tsx";
import { ExploreFilters, FILTERS_ID } from "./components/explore-filters.tsx";
import { ExploreLayout } from "./components/explore-layout.tsx";
import { activeFilterCount, fromSearch, toSearch } from "./explore-query.ts";
import { useOwnHunters } from "./use-own-hunters.ts";

// /explore (docs/product.md#explore): every public build of the instance, filtered and sorted as the URL says.
export function Page() {
  const { t } = useTranslation("explore");
  const [search, setSearch] = useSearchParams();
  const query = fromSearch(search);
  const list = useExplore(query);
  const own = useOwnHunters();
  const apply = (next: ExploreQuery) => setSearch(toSearch(next), { replace: true });
  const cards = list.data?.pages.flatMap((page) => page.cards) ?? [];
  // Kept here, above the form that the URL rebuilds, so applying a filter does not fold it again.
  const [folded, setFolded] = useState(true);
  const active = activeFilterCount(query);
  return (
    <ExploreLayout subtitle={t("subtitle")}>
      <Button
        variant="secondary"
        className="mb-3 w-full sm:hidden"
        aria-expanded={!folded}
        aria-controls={FILTERS_ID}
        onClick={() => setFolded(!folded)}
      >
        {folded ? t("filters.show") : t("filters.hide")}
        {active > 0 ? ` · ${t("filters.active", { count: active })}` : null}
      </Button>
      <ExploreFilters key={search.toString()} query={query} onApply={apply} folded={folded} />
      <section aria-label={t("results")} className="mt-6">
        {list.isPending ? (
          <LoadingState text={t("loading")} />
        ) : list.isError ? (
          <EmptyState title={t("failed")} />
        ) : cards.length === 0 ? (
          <EmptyState title={t("empty")} hint={t("emptyHint")} />
        ) : (
          <>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {cards.map((card) => (
                <BuildCard key={card.id} card={card} own={own} />
              ))}
            </div>
            {list.hasNextPage ? (
              <div className="mt-6 flex justify-center">
                <Button
                  variant="secondary"
                  onClick={() => list.fetchNextPage()}
                  loading={list.isFetchingNextPage}
                >
                  {t("more")}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>
    </ExploreLayout>
  );
}
