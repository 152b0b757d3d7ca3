import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import {
  attackSpeeds,
  type CompareGroup,
  type CompareSection,
  compareBuilds,
  summaryDeltas,
} from "#core/rules/build-diff.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { Panel } from "#web/components/ui/panel.tsx";
import { cn } from "#web/lib/cn.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";

type Props = { a: HunterInput; b: HunterInput; gameData: GameData; onlyDifferences: boolean };

// A Build Summary percentage with 2 decimals in the interface language; a difference keeps its sign.
const percentFormat = (locale: string, signed: boolean) =>
  new Intl.NumberFormat(locale, {
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: signed ? "exceptZero" : "auto",
  });
const cell = "px-2 py-1.5 sm:px-3";
const changed = "bg-lodge-accent/10 font-semibold";

/** The two builds side by side: attack speed, the Build Summary as deltas, then the sheet's sections. */
export function CompareSheet({ a, b, gameData, onlyDifferences }: Props) {
  const { t } = useTranslation(["compare", "messages"]);
  const { locale } = useFormat();
  const [percent, signed] = [percentFormat(locale, false), percentFormat(locale, true)];
  const speed = attackSpeeds(a, b, gameData);
  const deltas = summaryDeltas(a, b, gameData).filter((d) => !onlyDifferences || d.delta !== 0);
  const sections = compareBuilds(a, b);
  const anyDifference = sections.some((s) => s.differs) || deltas.some((d) => d.delta !== 0);
  return (
    <div className="space-y-5">
      {anyDifference ? null : (
        <p role="status" className="rounded-xl border border-lodge-border bg-lodge-panel-2 p-4 text-center">
          {t("messages:compareNoDifferences")}
        </p>
      )}
      <Panel title={t("messages:compareSummaryTitle")}>
        <table className="w-full text-sm tabular-nums">
          <thead className="text-left text-xs tracking-wide text-lodge-muted uppercase">
            <tr>
              <th scope="col" className={cell}>
                {t("sheet.stat")}
              </th>
              <th scope="col" className={cn(cell, "text-right")}>
                {t("sheet.a")}
              </th>
              <th scope="col" className={cn(cell, "text-right")}>
                {t("sheet.b")}
              </th>
              <th scope="col" className={cn(cell, "text-right")}>
                {t("sheet.delta")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-lodge-border">
            <SpeedRow
              label={t("messages:compareAttackSpeed")}
              a={speed.a.actualDisplay}
              b={speed.b.actualDisplay}
            />
            <SpeedRow
              label={t("messages:compareMissing")}
              a={speed.a.missingDisplay}
              b={speed.b.missingDisplay}
            />
            {deltas.map((d) => (
              <tr key={d.stat} className={d.delta === 0 ? undefined : changed}>
                <th scope="row" className={cn(cell, "text-left font-medium")}>
                  {d.stat}
                </th>
                <td className={cn(cell, "text-right")}>{percent.format(d.a / 100)}</td>
                <td className={cn(cell, "text-right")}>{percent.format(d.b / 100)}</td>
                <td
                  className={cn(
                    cell,
                    "text-right",
                    d.delta > 0
                      ? "text-lodge-success"
                      : d.delta < 0
                        ? "text-lodge-danger"
                        : "text-lodge-muted",
                  )}
                >
                  {d.delta === 0 ? "0" : signed.format(d.delta / 100)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
      {sections
        .filter((section) => !onlyDifferences || section.differs)
        .map((section) => (
          <SectionBlock key={section.key} section={section} onlyDifferences={onlyDifferences} />
        ))}
    </div>
  );
}

function SpeedRow({ label, a, b }: { label: string; a: string; b: string }) {
  return (
    <tr className={a === b ? undefined : changed}>
      <th scope="row" className={cn(cell, "text-left font-medium")}>
        {label}
      </th>
      <td className={cn(cell, "text-right")}>{a}</td>
      <td className={cn(cell, "text-right")}>{b}</td>
      <td className={cn(cell, "text-right text-lodge-muted")} />
    </tr>
  );
}

const SECTION_KEYS = ["general", "items", "mount", "traits", "paragon", "sets"] as const;
const isSectionKey = (key: string): key is (typeof SECTION_KEYS)[number] =>
  (SECTION_KEYS as readonly string[]).includes(key);

// Equal sections start folded ("Same in both"); a player opens one to check it.
function SectionBlock({ section, onlyDifferences }: { section: CompareSection; onlyDifferences: boolean }) {
  const { t } = useTranslation(["compare", "messages"]);
  const groups = section.groups.filter((g) => !onlyDifferences || g.differs);
  return (
    <details
      open={section.differs}
      className="group rounded-2xl border border-lodge-border bg-lodge-panel shadow-lg shadow-black/10"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 p-5 sm:px-6">
        <h2 className="text-lg font-bold tracking-tight">
          {isSectionKey(section.key) ? t(`sheet.sections.${section.key}`) : section.title}
        </h2>
        <FoldState same={!section.differs} className="text-sm" turn="group-open:rotate-90" />
      </summary>
      <div className="space-y-4 px-3 pb-5 sm:px-6">
        {groups.map((g) =>
          section.groups.length > 1 ? (
            // An equal item folds to its name, so the one that changed stands out among eight.
            <details key={g.title} open={g.differs} className="group/item">
              <summary className="flex cursor-pointer list-none items-center justify-between px-2 py-1.5 text-xs font-semibold tracking-wide text-lodge-accent uppercase sm:px-3">
                <span>{g.title}</span>
                <FoldState
                  same={!g.differs}
                  className="font-normal tracking-normal normal-case"
                  turn="group-open/item:rotate-90"
                />
              </summary>
              <LinesTable group={g} caption={g.title} onlyDifferences={onlyDifferences} />
            </details>
          ) : (
            <LinesTable key={g.title} group={g} onlyDifferences={onlyDifferences} />
          ),
        )}
      </div>
    </details>
  );
}

// Beside a folding title: "same" when nothing differs, and the chevron that turns as the fold opens.
function FoldState({ same, className, turn }: { same: boolean; className: string; turn: string }) {
  const { t } = useTranslation(["messages"]);
  return (
    <span className={cn("text-lodge-muted", className)}>
      {same ? t("messages:compareSectionSame") : null}
      <span aria-hidden="true" className={cn("ml-2 inline-block transition", turn)}>
        ›
      </span>
    </span>
  );
}

function LinesTable({
  group,
  caption,
  onlyDifferences,
}: {
  group: CompareGroup;
  caption?: string;
  onlyDifferences: boolean;
}) {
  const { t } = useTranslation(["compare", "messages"]);
  return (
    <table className="w-full table-fixed text-sm">
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className="sr-only">
        <tr>
          <th scope="col">{t("sheet.line")}</th>
          <th scope="col">{t("sheet.a")}</th>
          <th scope="col">{t("sheet.b")}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-lodge-border">
        {group.lines
          .filter((l) => !onlyDifferences || l.differs)
          .map((l) => (
            <tr key={l.label} className={l.differs ? changed : undefined}>
              <th scope="row" className={cn(cell, "w-1/4 text-left font-medium text-lodge-muted")}>
                {l.label}
              </th>
              <td className={cn(cell, "break-words")}>{l.a}</td>
              <td className={cn(cell, "break-words")}>{l.b}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
