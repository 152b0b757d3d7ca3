import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PublicLayout } from "#web/components/layout/public-layout.tsx";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { PageHeader } from "#web/components/ui/panel.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { useGameData } from "#web/data/get-game-data.ts";
import { BuildPicker } from "./build-picker.tsx";
import { type BuildRef, comparePath, parseBuildRef } from "./build-ref.ts";
import { CompareSheet } from "./compare-sheet.tsx";
import { SideCard } from "./side-card.tsx";
import { useCompareSide } from "./use-compare-side.ts";

// /compare?a=<ref>&b=<ref> (docs/decisions.md#2026-11-24-compare-two-builds): shareable, and open to visitors
// for public builds.
export function Page() {
  const { t } = useTranslation(["compare", "messages"]);
  const [params] = useSearchParams();
  const [rawA, rawB] = [params.get("a"), params.get("b")];
  const a = parseBuildRef(rawA);
  const b = parseBuildRef(rawB);
  return (
    <PublicLayout>
      <PageHeader title={t("messages:compareTitle")} />
      {a === null || (rawB !== null && b === null) ? (
        <div role="alert" className="rounded-2xl border border-lodge-border bg-lodge-panel p-6 text-center">
          <p className="font-semibold">{t("messages:compareInvalidLink")}</p>
          <ButtonLink to="/" variant="secondary" className="mt-4">
            {t("goHome")}
          </ButtonLink>
        </div>
      ) : b === null ? (
        <BuildPicker from={a} />
      ) : (
        <Comparison key={`${rawA} ${rawB}`} a={a} b={b} />
      )}
    </PublicLayout>
  );
}

function Comparison({ a, b }: { a: BuildRef; b: BuildRef }) {
  const { t } = useTranslation(["compare", "messages"]);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const sideA = useCompareSide(a);
  const sideB = useCompareSide(b);
  const gameData = useGameData();
  const ready = sideA.state === "ready" && sideB.state === "ready";
  return (
    <div className="space-y-5">
      <div className="grid gap-3 sm:grid-cols-2">
        <SideCard letter="A" side={sideA} />
        <SideCard letter="B" side={sideB} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Switch
          checked={onlyDifferences}
          onCheckedChange={setOnlyDifferences}
          label={t("messages:compareOnlyDifferences")}
        />
        <ButtonLink to={comparePath(b, a)} variant="ghost" size="sm">
          {t("swap")}
        </ButtonLink>
      </div>
      {!ready ? null : gameData.isPending ? (
        <LoadingState text={t("messages:loadingGameData")} />
      ) : gameData.isError ? (
        <p role="alert">{t("messages:hunterLoadFailed")}</p>
      ) : (
        <CompareSheet
          a={sideA.build}
          b={sideB.build}
          gameData={gameData.data}
          onlyDifferences={onlyDifferences}
        />
      )}
    </div>
  );
}
