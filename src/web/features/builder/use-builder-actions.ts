import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { SAVE_RETURN_DELAY_MS } from "#core/rules/timings.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { DEFAULT_HUNTER_NAME } from "#core/schemas/hunter-constants.ts";
import { useCreateHunter } from "#web/data/hunters/create-hunter.ts";
import { useUpdateHunter } from "#web/data/hunters/update-hunter.ts";
import { isQueued } from "#web/data/outbox/write-or-queue.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { useDeleteHunter } from "./api/delete-hunter.ts";

type Options = {
  draft: HunterInput;
  // The saved build the draft was loaded from (the new hunter's blank for a new one).
  initial: HunterInput;
  hunterId: string | null;
  // The updatedAt of the saved hunter the draft was loaded from (none for a new one).
  startedFrom: string | undefined;
  slotIndex: number;
  markSaved: (hunter: HunterInput) => void;
  allowLeaving: () => void;
};

export function useBuilderActions({
  draft,
  initial,
  hunterId,
  startedFrom,
  slotIndex,
  markSaved,
  allowLeaving,
}: Options) {
  const { t } = useTranslation(["messages"]);
  const navigate = useNavigate();
  const create = useCreateHunter();
  const update = useUpdateHunter();
  const remove = useDeleteHunter();
  // A new hunter becomes a saved one after its first save, so a second click updates it.
  const [savedId, setSavedId] = useState(hunterId);
  // The stored version this edit started from: a save over a newer one is a conflict, not an overwrite.
  const [baseUpdatedAt, setBaseUpdatedAt] = useState(startedFrom);
  // That version's build: a conflict merges field by field from it
  // (docs/decisions.md#2026-11-24-edits-made-offline).
  const [base, setBase] = useState(initial);
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // consumeItemIds: inventory items deleted in the same transaction as the save ('Save & Delete Items').
  const save = async (consumeItemIds: string[] = []) => {
    const hunter = { ...draft, hunterName: draft.hunterName.trim() || DEFAULT_HUNTER_NAME };
    const consume = consumeItemIds.length > 0 ? { consumeItemIds } : {};
    try {
      const startedAt = baseUpdatedAt ? { baseUpdatedAt, base } : {};
      const record = savedId
        ? await update.mutateAsync({ hunterId: savedId, hunter, ...consume, ...startedAt })
        : await create.mutateAsync({ slotIndex, hunter, ...consume });
      markSaved(draft);
      setLeaving(true);
      // Offline, the save waits on the device (docs/decisions.md#2026-11-24-edits-made-offline); the roster
      // shows it as waiting to sync.
      if (isQueued(record)) toast.success(t("messages:savedOnDevice"));
      else {
        setSavedId(record.id);
        setBaseUpdatedAt(record.updatedAt);
        setBase(hunter);
        toast.success(t("messages:hunterSaved"));
      }
      // docs/product.md#builder-save: the message, then back to the list.
      timer.current = setTimeout(() => {
        allowLeaving();
        navigate("/");
      }, SAVE_RETURN_DELAY_MS);
    } catch (error) {
      // Saved on another device since this edit began: the sync panel offers both versions to choose from.
      if (isApiError(error, 409) && error.code === "hunter-conflict")
        toast.error(t("messages:hunterConflict"));
      // Outside the game's rules: the server's message names each field and its bound, in the player's
      // language; the builder's note above the tabs words the same breaks (docs/product.md#the-games-rules-on-every-value).
      else if (isApiError(error, 422) && error.code === "outside-game-rules") toast.error(error.message);
      else
        toast.error(isApiError(error, 401) ? t("messages:mustBeLoggedIn") : t("messages:hunterSaveFailed"));
    }
  };

  // Throws on failure so the confirm dialog stays open for another try.
  const deleteHunter = async () => {
    if (!savedId) return;
    try {
      await remove.mutateAsync(savedId);
    } catch (error) {
      toast.error(isApiError(error, 401) ? t("messages:mustBeLoggedIn") : t("messages:hunterDeleteFailed"));
      throw error;
    }
    allowLeaving();
    navigate("/");
  };

  return {
    savedId,
    // Public as stored, not as the toggle now says: the rank exists only for a saved public build.
    savedPublic: savedId !== null && base.isPublic,
    save,
    deleteHunter,
    saving: create.isPending || update.isPending,
    leaving,
  };
}
