import { type ComponentProps, useEffect, useState } from "react";
import type { GameData, ItemSlot } from "#core/game-data/schema.ts";
import { equipInventoryItem } from "#core/rules/equip-item.ts";
import { ruleBreaksOfBuild } from "#core/rules/game-bounds/breaks.ts";
import { type HunterInput, hunterInputSchema, newHunter, type OwnHunter } from "#core/schemas/hunter.ts";
import type { Me } from "#core/schemas/me.ts";
import { HiddenBuildNote } from "#web/components/game/hidden-build-note.tsx";
import { RankLine } from "#web/components/game/rank-line.tsx";
import { OutsideRulesNote } from "#web/components/game/rule-breaks/outside-rules-note.tsx";
import { HistoryPanel } from "#web/components/history/history-panel.tsx";
import { clearHandedOverDraft } from "#web/lib/draft-handover.ts";
import { BuilderHeader } from "./builder-header.tsx";
import { type BuilderTab, BuilderTabs } from "./builder-tabs.tsx";
import type { InventorySearchComponent, InventorySearchProps } from "./inventory-search-slot.tsx";
import { PlanPanel } from "./plan/plan-panel.tsx";
import { SummaryDock } from "./summary/summary-dock.tsx";
import { GeneralTab } from "./tabs/general-tab.tsx";
import { ItemsTab } from "./tabs/items-tab.tsx";
import { MountTab } from "./tabs/mount-tab.tsx";
import { ParagonTab } from "./tabs/paragon-tab.tsx";
import { SetTab } from "./tabs/set-tab.tsx";
import { TraitsTab } from "./tabs/traits-tab.tsx";
import { useBuilderActions } from "./use-builder-actions.ts";
import { type UpdateHunter, useHunterDraft } from "./use-hunter-draft.ts";
import { useUnsavedGuard } from "./use-unsaved-guard.tsx";
import { useUsedItems } from "./use-used-items.tsx";

type Props = {
  me: Me;
  gameData: GameData;
  initial: HunterInput;
  hunterId: string | null;
  startedFrom?: string | undefined;
  slotIndex: number;
  readOnly: boolean;
  /** Game data of a draft: the build can be changed to try it, never saved (docs/product.md#game-data-in-the-console). */
  preview?: boolean;
  handedOver?: boolean;
  InventorySearch: InventorySearchComponent;
};

const TAB_VIEWS: Record<BuilderTab, typeof GeneralTab> = {
  General: GeneralTab,
  Items: ItemsTab,
  Mount: MountTab,
  Traits: TraitsTab,
  Paragon: ParagonTab,
  Set: SetTab,
};

export function BuilderScreen({
  me,
  gameData,
  initial,
  hunterId,
  startedFrom,
  slotIndex,
  readOnly,
  preview = false,
  handedOver = false,
  InventorySearch,
}: Props) {
  const { draft, update, dirty, markSaved } = useHunterDraft(initial, handedOver ? newHunter() : initial);
  // The handed-over build lives in this screen's state now; leaving the builder lets it go.
  useEffect(() => (handedOver ? () => clearHandedOverDraft(slotIndex) : undefined), [handedOver, slotIndex]);
  // A preview saves nothing, so leaving it loses nothing the admin could have kept.
  const guard = useUnsavedGuard(dirty && !preview);
  const actions = useBuilderActions({
    draft,
    initial,
    hunterId,
    startedFrom,
    slotIndex,
    markSaved,
    allowLeaving: guard.allowLeaving,
  });
  const [tab, setTab] = useState<BuilderTab>("General");
  const [searching, setSearching] = useState(false);
  const View = TAB_VIEWS[tab];

  const used = useUsedItems(actions.save);
  const equipItem: InventorySearchProps["equipItem"] = (slot: ItemSlot, item, inventoryItemId) => {
    update((h) => ({ ...h, items: { ...h.items, [slot]: { ...h.items[slot], ...item } } }));
    used.remember(slot, inventoryItemId);
  };
  // A plan's items go into the draft as if picked in 'Search Inventory': nothing is saved yet.
  const applyPlan: ComponentProps<typeof PlanPanel>["onApply"] = (plan, items) => {
    for (const swap of plan.swaps) {
      const item = items.find((i) => i.id === swap.itemId);
      if (!item) continue;
      update((h) => equipInventoryItem(h, item, gameData));
      used.remember(swap.slot, item.id);
    }
  };
  // A restored version is the saved build now: the form shows it, with nothing left unsaved.
  const showRestored = (record: OwnHunter) => {
    const restored = hunterInputSchema.parse(record);
    update(() => restored);
    markSaved(restored);
  };
  const busy = actions.saving || actions.leaving;
  // Once saved, the page is on its way home: edits now would be lost, so the form rests.
  const editable: UpdateHunter = actions.leaving ? () => {} : update;

  return (
    <div className="space-y-5 pb-24 min-[1180px]:pb-0">
      <BuilderHeader
        hunter={draft}
        update={editable}
        gameData={gameData}
        slotIndex={slotIndex}
        saved={actions.savedId !== null}
        busy={busy}
        saving={actions.saving}
        readOnly={readOnly}
        preview={preview}
        onSearchInventory={() => setSearching(true)}
        onSave={used.requestSave}
        onDelete={actions.deleteHunter}
      />
      {actions.savedId ? <HiddenBuildNote hunterId={actions.savedId} /> : null}
      {/* What breaks the game's rules, as the player edits (docs/product.md#the-games-rules-on-every-value). */}
      <OutsideRulesNote breaks={ruleBreaksOfBuild(draft, gameData)} what="build" />
      <div className="grid items-start gap-6 min-[1180px]:grid-cols-[minmax(0,1fr)_19rem]">
        <div className="min-w-0 space-y-5">
          <BuilderTabs active={tab} onChange={setTab} isVip={me.isVip}>
            <View hunter={draft} update={editable} gameData={gameData} />
          </BuilderTabs>
          <PlanPanel hunter={draft} gameData={gameData} hunterId={hunterId} onApply={applyPlan} />
          {actions.savedId ? (
            <HistoryPanel
              hunterId={actions.savedId}
              ownerId={me.id}
              readOnly={readOnly || preview || busy}
              unsavedChanges={dirty}
              onRestored={showRestored}
            />
          ) : null}
        </div>
        <SummaryDock
          hunter={draft}
          gameData={gameData}
          standing={
            actions.savedId ? (
              <RankLine ownerId={me.id} hunterId={actions.savedId} isPublic={actions.savedPublic} />
            ) : null
          }
        />
      </div>
      <InventorySearch
        open={searching}
        onOpenChange={setSearching}
        hunter={draft}
        equipItem={equipItem}
        usedItemIds={used.usedItemIds}
      />
      {used.dialog}
      {guard.dialog}
    </div>
  );
}
