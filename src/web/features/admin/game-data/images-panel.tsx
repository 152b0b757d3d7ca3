import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "#web/components/ui/badge.tsx";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { Notice, useNotice } from "#web/components/ui/notice.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { useGameImages, useUploadImage } from "./api/game-data-versions.ts";

// More rows than this make a phone scroll for long: the search narrows them.
const SHOWN_MAX = 20;

const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The images the game data names: which were uploaded, and a new one for any of them. */
export function ImagesPanel() {
  const { t } = useTranslation("game-data-admin");
  const images = useGameImages();
  const upload = useUploadImage();
  const notice = useNotice();
  const [query, setQuery] = useState("");
  // Each upload changes the thumbnails' address, so the browser shows the new image, not the one it holds.
  const [round, setRound] = useState(0);

  const all = images.data?.images ?? [];
  const matching = all.filter((image) => image.name.toLowerCase().includes(query.trim().toLowerCase()));
  const shown = matching.slice(0, SHOWN_MAX);

  const send = async (name: string, file: File | undefined) => {
    if (!file) return;
    try {
      await upload.mutateAsync({ name, base64: await base64Of(file) });
      setRound((n) => n + 1);
      notice.success(t("images.done", { name }));
    } catch (error) {
      notice.error(getErrorMessage(error));
    }
  };

  return (
    <Panel title={t("images.title")} description={t("images.description")} aria-label={t("images.title")}>
      <TextField
        label={t("images.filter")}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <Notice className="mt-3" message={notice.message} />
      {shown.length === 0 && !images.isPending ? (
        <p className="mt-3 text-lodge-muted">{t("images.empty")}</p>
      ) : null}
      <ul className="mt-3 space-y-2">
        {shown.map((image) => (
          <li
            key={image.name}
            className="flex flex-wrap items-center gap-3 rounded-xl border border-lodge-border bg-lodge-panel-2 p-2.5"
          >
            <img src={`${image.name}?v=${round}`} alt="" width={36} height={36} className="size-9 shrink-0" />
            <span className="min-w-0 flex-1 text-sm break-all">{image.name}</span>
            <Badge tone={image.uploaded ? "success" : "neutral"}>
              {image.uploaded ? t("images.uploaded") : t("images.shipped")}
            </Badge>
            <label className={buttonClasses("secondary", "sm")}>
              <span aria-hidden="true">↑</span>
              <span className="sr-only">{t("images.choose", { name: image.name })}</span>
              <input
                type="file"
                accept="image/png,image/jpeg,image/webp,image/svg+xml"
                className="sr-only"
                disabled={upload.isPending}
                onChange={(event) => send(image.name, event.target.files?.[0])}
              />
            </label>
          </li>
        ))}
      </ul>
      {matching.length > shown.length ? (
        <p className="mt-3 text-sm text-lodge-muted">
          {t("images.more", { shown: shown.length, total: matching.length })}
        </p>
      ) : null}
    </Panel>
  );
}
