import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Notice } from "#web/components/ui/notice.tsx";
import { PageHeader } from "#web/components/ui/panel.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useVersions } from "./api/game-data-versions.ts";
import { ChangesPanel } from "./changes-panel.tsx";
import { CurrentPanel, HistoryPanel } from "./history-panel.tsx";
import { ImagesPanel } from "./images-panel.tsx";
import { UploadPanel } from "./upload-panel.tsx";

// The console's game data (docs/product.md#game-data-in-the-console): the version served, upload of a new
// file as a draft, its changes with the stored builds and items they touch, a preview in the builder,
// publish and roll back, and the images the data names.
export function Screen() {
  const { t } = useTranslation("game-data-admin");
  const versions = useVersions();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = versions.data;
  // Until one is chosen, the newest draft is shown (what an admin uploaded is what they look at next), else
  // the version served.
  const shownId =
    chosen ??
    list?.versions.find((v) => v.publishedAt === null)?.id ??
    list?.versions.find((v) => v.current)?.id ??
    null;
  const shown = list?.versions.find((v) => v.id === shownId) ?? null;
  return (
    <div>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      {versions.isPending ? (
        <LoadingState text={t("changes.loading")} />
      ) : versions.isError ? (
        <Notice message={{ tone: "error", text: t("loadFailed") }} />
      ) : (
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="min-w-0 space-y-5">
            <CurrentPanel list={versions.data} />
            <UploadPanel onUploaded={setChosen} />
            <HistoryPanel list={versions.data} shownId={shownId} onShow={setChosen} />
          </div>
          <div className="min-w-0 space-y-5">
            {shown ? <ChangesPanel key={shown.id} version={shown} /> : null}
            <ImagesPanel />
          </div>
        </div>
      )}
    </div>
  );
}
