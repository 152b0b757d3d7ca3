import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import { exportFile, exportFileName } from "#core/rules/export-file.ts";
import { encodeShareCode } from "#core/rules/share-code.ts";
import { shareLink } from "#core/rules/share-link.ts";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import { Button } from "#web/components/ui/button.tsx";
import { copyText } from "#web/lib/clipboard.ts";
import { toast } from "#web/lib/toast.ts";

// The owner's hunter leaves as a file or as a share code
// (docs/decisions.md#2026-11-24-export-import-and-share-codes); neither carries the user id, and only a
// public build's link names the build (src/core/rules/share-link.ts).
export function TransferButtons({ hunter, gameData }: { hunter: HunterRecord; gameData: GameData }) {
  const { t } = useTranslation(["messages"]);
  const download = () => {
    const file = exportFile([hunter], [], gameData, new Date());
    const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = exportFileName(file).replace("hunter-lodge-", `hunter-lodge-${slug(hunter.hunterName)}-`);
    link.click();
    URL.revokeObjectURL(url);
  };
  const copyCode = async () => {
    const source = hunter.isPublic ? { ownerId: hunter.userId, hunterId: hunter.id } : null;
    const link = shareLink(window.location.origin, encodeShareCode(hunter), source);
    if (await copyText(link)) toast.success(t("messages:shareCodeCopied"));
    else toast.error(t("messages:unknownError"));
  };
  return (
    <>
      <Button variant="secondary" onClick={download}>
        {t("messages:exportHunter")}
      </Button>
      <Button variant="secondary" onClick={() => void copyCode()}>
        {t("messages:copyShareCode")}
      </Button>
    </>
  );
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "hunter";
