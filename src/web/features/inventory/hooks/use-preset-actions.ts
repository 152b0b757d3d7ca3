import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { InventoryFilters } from "#core/rules/inventory-filter.ts";
import { checkPresetEdit, checkPresetLimit, filtersForTier } from "#core/rules/presets.ts";
import { presetLimit } from "#core/rules/slots.ts";
import { MESSAGE_MS } from "#core/rules/timings.ts";
import { type Preset, presetNameSchema } from "#core/schemas/presets.ts";
import { useNotice } from "#web/components/ui/notice.tsx";
import { isQueued } from "#web/data/outbox/write-or-queue.ts";
import { useCreatePreset } from "#web/data/presets/create-preset.ts";
import { usePresets } from "#web/data/presets/get-presets.ts";
import { useUpdatePreset } from "#web/data/presets/update-preset.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { useDeletePreset } from "../api/delete-preset.ts";

type Options = {
  filters: InventoryFilters;
  onApply: (filters: InventoryFilters) => void;
  isVip: boolean;
};

// docs/product.md#presets: save, apply, update (VIP edit mode) and delete, each with its message for 3 s.
export function usePresetActions({ filters, onApply, isVip }: Options) {
  const { t } = useTranslation("messages");
  const presets = usePresets();
  const create = useCreatePreset();
  const update = useUpdatePreset();
  const remove = useDeletePreset();
  const notice = useNotice(MESSAGE_MS);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editMode, setEditMode] = useState(false);
  const list = presets.data ?? [];
  const selected = list.find((p) => p.id === selectedId) ?? null;

  // Resolves true when saved, so the form can clear its name.
  const save = async (name: string): Promise<boolean> => {
    const parsed = presetNameSchema.safeParse(name);
    if (!parsed.success) {
      // The schema's two failures: an empty name, or one past PRESET_NAME_MAX (the field stops typing there).
      const tooLong = parsed.error.issues.some((issue) => issue.code === "too_big");
      notice.error(tooLong ? t("presetNameTooLong") : t("presetNameRequired"));
      return false;
    }
    if (checkPresetLimit(list.length, isVip)) {
      notice.error(t("presetLimit", { limit: presetLimit(isVip) }));
      return false;
    }
    try {
      const preset = await create.mutateAsync({ name: parsed.data, filters: filtersForTier(filters, isVip) });
      if (isQueued(preset)) notice.success(t("savedOnDevice"));
      else {
        setSelectedId(preset.id);
        notice.success(t("presetSaved", { name: preset.name }));
      }
      return true;
    } catch (error) {
      const spoken = isApiError(error) && (error.code === "preset-limit" || error.status === 400);
      notice.error(spoken ? error.message : t("presetSaveFailed"));
      return false;
    }
  };

  const apply = (preset: Preset) => {
    setSelectedId(preset.id);
    onApply(filtersForTier(preset.filters, isVip));
  };

  const vipOnly = checkPresetEdit(isVip) ? t("presetEditVipOnly") : null;
  const toggleEditMode = () => {
    if (vipOnly) notice.error(vipOnly);
    else setEditMode((on) => !on);
  };

  const updateSelected = async () => {
    if (vipOnly) return notice.error(vipOnly);
    if (!selected) return notice.error(t("presetNoneSelected"));
    try {
      const updated = await update.mutateAsync({
        id: selected.id,
        filters,
        baseUpdatedAt: selected.updatedAt,
      });
      notice.success(isQueued(updated) ? t("savedOnDevice") : t("presetUpdated"));
    } catch (error) {
      // 403: VIP only; 409: changed on another device (the sync panel offers both versions).
      notice.error(
        isApiError(error, 403) || isApiError(error, 409) ? error.message : t("presetUpdateFailed"),
      );
    }
  };

  const deletePreset = async (preset: Preset) => {
    try {
      await remove.mutateAsync(preset.id);
      if (preset.id === selectedId) setSelectedId(null);
      notice.success(t("presetDeleted"));
    } catch {
      notice.error(t("presetDeleteFailed"));
    }
  };

  return {
    presets: list,
    loading: presets.isPending,
    selectedId,
    editMode: editMode && isVip,
    notice: notice.message,
    busy: create.isPending || update.isPending || remove.isPending,
    save,
    apply,
    toggleEditMode,
    updateSelected,
    deletePreset,
  };
}
