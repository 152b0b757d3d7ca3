import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { GameData } from "#core/game-data/schema.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { HUNTER_NAME_MAX } from "#core/schemas/hunter-constants.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/dialog.tsx";
import { ArrowLeftIcon, TrashIcon } from "#web/components/ui/icons.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { useGameColor } from "#web/data/use-game-color.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import { cn } from "#web/lib/cn.ts";
import { SaveIcon, SearchIcon } from "./builder-icons.tsx";
import { rarityColor } from "./rarity-color.ts";
import type { UpdateHunter } from "./use-hunter-draft.ts";

type Props = {
  hunter: HunterInput;
  update: UpdateHunter;
  gameData: GameData;
  slotIndex: number;
  saved: boolean;
  busy: boolean;
  saving: boolean;
  readOnly: boolean;
  preview: boolean;
  onSearchInventory: () => void;
  onSave: () => void;
  onDelete: () => Promise<void>;
};

export function BuilderHeader({
  hunter,
  update,
  gameData,
  slotIndex,
  saved,
  busy,
  saving,
  readOnly,
  preview,
  ...on
}: Props) {
  const { t } = useTranslation(["builder", "messages"]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const game = useGameText();
  const { hunterClass, hunterPurpose, hunterRarity } = hunter.general;
  const classColor = gameData.classes.find((c) => c.name === hunterClass)?.color;
  const rarity = rarityColor(hunterRarity, gameData);
  const readable = useGameColor();

  return (
    <header className="lodge-backdrop relative overflow-hidden rounded-2xl border border-lodge-border p-4 shadow-lg shadow-black/20 sm:p-6">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1"
        style={{ background: classColor ?? "var(--color-lodge-accent)" }}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to="/"
          className="inline-flex min-h-10 items-center gap-2 rounded-lg pr-2 text-sm font-semibold text-lodge-muted hover:text-lodge-text"
        >
          <ArrowLeftIcon size={18} /> {t("header.back")}
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{t("messages:slotLabel", { n: slotIndex + 1 })}</Badge>
          {hunterRarity ? (
            <Badge style={rarity ? { color: readable(rarity), borderColor: `${rarity}80` } : undefined}>
              <span className={cn(hunterRarity === "Ultimate" && "shiny")}>{game(hunterRarity)}</span>
            </Badge>
          ) : null}
          {hunterClass ? (
            <Badge
              style={classColor ? { color: readable(classColor), borderColor: `${classColor}80` } : undefined}
            >
              {game(hunterClass)}
            </Badge>
          ) : null}
          {hunterPurpose ? <Badge tone="info">{hunterPurpose}</Badge> : null}
        </div>
      </div>
      <h1 className="sr-only">{t("header.title")}</h1>
      <div className="mt-3 flex flex-col gap-4 lg:flex-row lg:items-end">
        <TextField
          label={t("header.name")}
          value={hunter.hunterName}
          maxLength={HUNTER_NAME_MAX}
          placeholder={t("header.namePlaceholder")}
          containerClassName="flex-1"
          className="text-lg font-bold"
          onChange={(event) => {
            const hunterName = event.target.value;
            update((h) => ({ ...h, hunterName }));
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            icon={<SearchIcon />}
            onClick={on.onSearchInventory}
            disabled={busy}
            className="flex-1 sm:flex-none"
          >
            {t("header.searchInventory")}
          </Button>
          {saved ? (
            <Button
              variant="secondary"
              icon={<TrashIcon size={18} />}
              onClick={() => setConfirmDelete(true)}
              disabled={busy || preview}
              className="hover:border-lodge-danger/70 hover:text-lodge-danger"
            >
              <span className="max-sm:sr-only">{t("header.delete")}</span>
            </Button>
          ) : null}
          <Button
            icon={<SaveIcon />}
            onClick={on.onSave}
            loading={saving}
            disabled={busy || readOnly || preview}
            className="w-full sm:w-auto"
          >
            {saved ? t("header.update") : t("header.save")}
          </Button>
        </div>
      </div>
      {readOnly ? <p className="mt-3 text-sm text-lodge-vip">{t("messages:hunterReadOnly")}</p> : null}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t("messages:deleteHunterTitle")}
        message={t("messages:deleteHunterConfirm")}
        confirmLabel={t("header.delete")}
        tone="danger"
        onConfirm={on.onDelete}
      />
    </header>
  );
}
