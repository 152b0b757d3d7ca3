import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button.tsx";
import { DownloadIcon, ImageIcon } from "#web/components/ui/icons.tsx";
import { canCopyImages, copyCard, downloadCard } from "#web/lib/card-image.ts";
import { toast } from "#web/lib/toast.ts";

type Props = { src: string; fileName: string; label: string };

// 'Download image' and, where the browser allows it, 'Copy image' for a build's or profile's card
// (docs/product.md#build-cards), beside the page's Share.
export function CardImageButtons({ src, fileName, label }: Props) {
  const { t } = useTranslation("cards");
  const [busy, setBusy] = useState<"download" | "copy" | null>(null);
  const run = async (kind: "download" | "copy") => {
    setBusy(kind);
    const ok = kind === "download" ? await downloadCard(src, fileName) : await copyCard(src);
    setBusy(null);
    if (kind === "copy" && ok) toast.success(t("imageCopied"));
    if (!ok) toast.error(t(kind === "download" ? "downloadFailed" : "copyFailed"));
  };
  return (
    <>
      <Button
        variant="secondary"
        icon={<DownloadIcon size={18} />}
        loading={busy === "download"}
        onClick={() => run("download")}
        aria-label={t("downloadImageOf", { name: label })}
      >
        {t("downloadImage")}
      </Button>
      {canCopyImages() ? (
        <Button
          variant="secondary"
          icon={<ImageIcon size={18} />}
          loading={busy === "copy"}
          onClick={() => run("copy")}
          aria-label={t("copyImageOf", { name: label })}
        >
          {t("copyImage")}
        </Button>
      ) : null}
    </>
  );
}
