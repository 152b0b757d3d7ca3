import { useTranslation } from "react-i18next";
import { META_MIN_BUILDS } from "#core/rules/explore/meta.ts";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useGameText } from "#web/data/use-game-text.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { useMeta } from "./api/get-meta.ts";
import { useClassParam } from "./class-param.ts";
import { ClassSelect } from "./components/class-select.tsx";
import { ExploreLayout } from "./components/explore-layout.tsx";
import { ShareList } from "./components/share-list.tsx";
import { SpeedSpreadPanel } from "./components/speed-spread.tsx";

// /explore/meta?class=… (docs/product.md#meta): what the community's public builds of a class run.
export function Page() {
  const { t } = useTranslation("explore");
  const f = useFormat();
  const [hunterClass, choose] = useClassParam();
  const meta = useMeta(hunterClass);
  const gameText = useGameText();
  const scope = hunterClass ? gameText(hunterClass) : t("meta.allClasses");
  return (
    <ExploreLayout subtitle={t("meta.subtitle")}>
      <div className="mb-6 max-w-xs">
        <ClassSelect value={hunterClass ?? ""} onChange={(event) => choose(event.target.value)} />
      </div>
      {meta.isPending ? (
        <LoadingState text={t("loading")} />
      ) : meta.isError ? (
        <EmptyState title={t("failed")} />
      ) : !meta.data.enough ? (
        <EmptyState
          title={t("meta.notEnough")}
          hint={t("meta.notEnoughHint", { count: meta.data.builds, min: META_MIN_BUILDS, scope })}
        />
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <Panel headingLevel={3} className="lg:col-span-2">
            <p className="text-lg font-semibold">{t("meta.builds", { count: meta.data.builds, scope })}</p>
          </Panel>
          <SpeedSpreadPanel spread={meta.data.speed} />
          <ShareList title={t("meta.sets")} shares={meta.data.sets} empty={t("meta.none")} />
          <ShareList title={t("meta.specials")} shares={meta.data.specials} empty={t("meta.none")} />
          <ShareList title={t("meta.mountSkills")} shares={meta.data.mountSkills} empty={t("meta.none")} />
          <ShareList title={t("meta.mountTraits")} shares={meta.data.mountTraits} empty={t("meta.none")} />
          <ShareList
            title={t("meta.paragonSecond")}
            shares={meta.data.paragonSecond}
            empty={t("meta.none")}
          />
          <ShareList title={t("meta.paragonThird")} shares={meta.data.paragonThird} empty={t("meta.none")} />
          <ShareList title={t("meta.paragonPaths")} shares={meta.data.paragonPaths} empty={t("meta.none")} />
          <Panel title={t("meta.traits")} headingLevel={3}>
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-xs text-lodge-muted">
                  <th className="py-1 font-medium">{t("meta.trait")}</th>
                  <th className="py-1 font-medium">{t("meta.levels")}</th>
                </tr>
              </thead>
              <tbody>
                {meta.data.traits.map((row) => (
                  <tr key={row.trait} className="border-t border-lodge-border/60">
                    <td className="py-1.5 pr-2">{gameText(row.trait)}</td>
                    <td className="py-1.5 font-mono text-xs tabular-nums">
                      {row.levels
                        .map((level) =>
                          t("meta.traitLevel", { level: level.label, percent: f.percent(level.percent, 1) }),
                        )
                        .join(" · ")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Panel>
        </div>
      )}
    </ExploreLayout>
  );
}
