import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import {
  attackSpeeds,
  type CompareGroup,
  type CompareSection,
  compareBuilds,
  summaryDeltas,
} from "#core/rules/build-diff.ts";
import { formatDecimal } from "#core/rules/format-number.ts";
import type { AttackSpeedBreakdown } from "#core/rules/summary-breakdown.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { AttackSpeedBreakdownButton } from "#web/components/game/breakdown/summary-breakdown.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { useGameText } from "#web/data/use-game-text.ts";
import { cn } from "#web/lib/cn.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { useSheetText } from "./sheet-text.ts";
import { LineValue, sideBreakdowns } from "./summary-cells.tsx";

type Props = { a: HunterInput; b: HunterInput; gameData: GameData; onlyDifferences: boolean };

// A Build Summary percentage with 2 decimals in the interface language; a difference keeps its sign.
const percentFormat = (locale: string, signed: boolean) =>
  new Intl.NumberFormat(locale, {
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: signed ? "exceptZero" : "auto",
  });
const cell = "px-1.5 py-1.5 sm:px-3";
const changed = "bg-lodge-accent/10 font-semibold";

/** The two builds side by side: attack speed, the Build Summary as deltas, then the sheet's sections. */
export function CompareSheet({ a, b, gameData, onlyDifferences }: Props) {
  const { t } = useTranslation(["compare", "messages"]);
  const { locale, fixed } = useFormat();
  const gameText = useGameText();
  const [percent, signed] = [percentFormat(locale, false), percentFormat(locale, true)];
  const speed = attackSpeeds(a, b, gameData);
  // What a build misses of its goal, as the builder rounds it (two decimals), in the interface language.
  const missingText = ({ missing, overflowing }: { missing: number; overflowing: boolean }) =>
    overflowing ? t("messages:overflowing") : percent.format(Number(formatDecimal(missing, 2)) / 100);
  const sources = sideBreakdowns(a, b, gameData);
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
        {/* Four columns of numbers and 'Overflowing' can outgrow a phone's panel: the table scrolls, the page does not. */}
        <div className="-mx-1 overflow-x-auto px-1">
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
                a={fixed(speed.a.actual, 4)}
                b={fixed(speed.b.actual, 4)}
                delta={speed.delta.actual}
                shown={signedFixed(locale, 4).format(speed.delta.actual)}
                opens={sources.speeds}
              />
              <SpeedRow
                label={t("messages:compareMissing")}
                a={missingText(speed.a)}
                b={missingText(speed.b)}
                delta={speed.delta.missing}
                shown={signed.format(speed.delta.missing / 100)}
              />
              {deltas.map((d) => (
                <tr key={d.stat} className={d.delta === 0 ? undefined : changed}>
                  <th scope="row" className={cn(cell, "text-left font-medium")}>
                    {gameText(d.stat)}
                  </th>
                  <td className={cn(cell, "text-right")}>
                    <LineValue line={sources.a.get(d.stat)} shown={percent.format(d.a / 100)} />
                  </td>
                  <td className={cn(cell, "text-right")}>
                    <LineValue line={sources.b.get(d.stat)} shown={percent.format(d.b / 100)} />
                  </td>
                  <td className={cn(cell, "text-right", deltaTone(d.delta))}>
                    {d.delta === 0 ? "0" : signed.format(d.delta / 100)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
      {sections
        .filter((section) => !onlyDifferences || section.differs)
        .map((section) => (
          <SectionBlock key={section.key} section={section} onlyDifferences={onlyDifferences} />
        ))}
    </div>
  );
}

// A stat gained is good; a slower attack (a larger actual) or more ATK SPD missing is bad.
const deltaTone = (delta: number, lowerIsBetter = false) =>
  delta === 0 ? "text-lodge-muted" : delta > 0 !== lowerIsBetter ? "text-lodge-success" : "text-lodge-danger";

// ATK SPD always shows 4 decimals; a difference keeps its sign.
const signedFixed = (locale: string, places: number) =>
  new Intl.NumberFormat(locale, {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
    signDisplay: "exceptZero",
  });

function SpeedRow({
  label,
  a,
  b,
  delta,
  shown,
  opens,
}: {
  label: string;
  a: string;
  b: string;
  delta: number;
  shown: string;
  /** Each side's attack speed breakdown, opened from its value. */
  opens?: readonly [AttackSpeedBreakdown, AttackSpeedBreakdown];
}) {
  return (
    <tr className={a === b ? undefined : changed}>
      <th scope="row" className={cn(cell, "text-left font-medium")}>
        {label}
      </th>
      <td className={cn(cell, "text-right")}>
        {opens ? <AttackSpeedBreakdownButton speed={opens[0]} /> : a}
      </td>
      <td className={cn(cell, "text-right")}>
        {opens ? <AttackSpeedBreakdownButton speed={opens[1]} /> : b}
      </td>
      <td className={cn(cell, "text-right", deltaTone(delta, true))}>{delta === 0 ? "0" : shown}</td>
    </tr>
  );
}

const SECTION_KEYS = ["general", "items", "mount", "traits", "paragon", "sets"] as const;
const isSectionKey = (key: string): key is (typeof SECTION_KEYS)[number] =>
  (SECTION_KEYS as readonly string[]).includes(key);

// Equal sections start folded ("Same in both"); a player opens one to check it.
function SectionBlock({ section, onlyDifferences }: { section: CompareSection; onlyDifferences: boolean }) {
  const { t } = useTranslation(["compare", "messages"]);
  const sheet = useSheetText();
  const groups = section.groups.filter((g) => !onlyDifferences || g.differs);
  return (
    <details
      open={section.differs}
      className="group rounded-2xl border border-lodge-border bg-lodge-panel shadow-lg shadow-black/10"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 p-5 sm:px-6">
        <h2 className="text-lg font-bold tracking-tight">
          {isSectionKey(section.key) ? t(`sheet.sections.${section.key}`) : section.key}
        </h2>
        <FoldState same={!section.differs} className="text-sm" turn="group-open:rotate-90" />
      </summary>
      <div className="space-y-4 px-3 pb-5 sm:px-6">
        {groups.map((g) => {
          const title = g.title ? sheet.label(g.title) : undefined;
          return title !== undefined && section.groups.length > 1 ? (
            // An equal item folds to its name, so the one that changed stands out among eight.
            <details key={g.key} open={g.differs} className="group/item">
              <summary className="flex cursor-pointer list-none items-center justify-between px-2 py-1.5 text-xs font-semibold tracking-wide text-lodge-accent uppercase sm:px-3">
                <span>{title}</span>
                <FoldState
                  same={!g.differs}
                  className="font-normal tracking-normal normal-case"
                  turn="group-open/item:rotate-90"
                />
              </summary>
              <LinesTable group={g} caption={title} onlyDifferences={onlyDifferences} />
            </details>
          ) : (
            <LinesTable key={g.key} group={g} onlyDifferences={onlyDifferences} />
          );
        })}
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
  const sheet = useSheetText();
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
            <tr key={l.key} className={l.differs ? changed : undefined}>
              <th scope="row" className={cn(cell, "w-1/4 text-left font-medium text-lodge-muted")}>
                {sheet.label(l.label)}
              </th>
              <td className={cn(cell, "break-words")}>{sheet.value(l.a)}</td>
              <td className={cn(cell, "break-words")}>{sheet.value(l.b)}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
