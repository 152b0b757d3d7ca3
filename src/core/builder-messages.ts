// The builder's texts (docs/product.md#hunter-builder): the product's own verbatim, the slot refusals of a save,
// leaving or deleting, the build planner and the fields' hints; messages.ts spreads them in.
export const builderMessages = {
  // Builder
  mustBeLoggedIn: "You must be logged in to save.",
  hunterSaved: "Hunter saved successfully!",
  hunterSaveFailed: "Failed to save hunter.",
  hunterDeleteFailed: "Failed to delete hunter.",
  noItemsMatch: "No items match your filters.",
  noStats: "No stats added yet.",
  traitDataMissing: "Trait data not available.",
  selectParagonClassFirst: "Please, select a Paragon Class in General tab first.",
  loadingInventoryLower: "Loading inventory...",
  itemAddedToBuild: "Item added to build!",
  duplicateRune: "Duplicate rune types: only the highest value of each type counts.",
  // ATK_SPD_GOAL_GAME_MAX in rules/number-input.ts (atk-spd-goal.test.ts holds them together).
  atkSpdGoalHint: "Maximum is 0.25",
  // Hunter slots (server refusals; the builder shows "Failed to save hunter." beside them)
  slotUnavailable: "This slot is not available on your account.",
  slotOccupied: "This slot already holds a hunter.",
  hunterReadOnly: "This hunter is in a VIP slot. Renew VIP to edit it again.",
  // Builder texts of ours (the spec shows none): leaving with unsaved changes, deleting a hunter
  unsavedChangesTitle: "Leave without saving?",
  unsavedChangesMessage: "This hunter has changes that are not saved yet. If you leave now, they are lost.",
  unsavedChangesStay: "Keep Editing",
  unsavedChangesLeave: "Leave Page",
  deleteHunterTitle: "Delete Hunter",
  deleteHunterConfirm: "Are you sure you want to delete this hunter? This action cannot be undone.",
  // Build planner (texts of ours; docs/decisions.md#2026-11-23-build-planner-the-exact-fewest-swaps-search-and-its-list-of-plans)
  planTitle: "Plan",
  planHint: "The fewest swaps from your inventory that reach the ATK SPD goal.",
  planWorking: "Planning...",
  planGoalMet: "Goal met: nothing to swap.",
  goalReachable: (swaps: number) => `Goal reachable: ${swaps} ${swaps === 1 ? "swap" : "swaps"}`,
  planUnreachable: "No combination of your items reaches the goal.",
  planShortBy: (missing: string) => `Your best combination still misses ${missing} ATK SPD.`,
  planFarmTitle: "What to farm",
  planFarmItem: (slot: string, rarity: string, orBetter: boolean, value: number) =>
    `${/^[AEIOU]/.test(slot) ? "an" : "a"} ${slot}, ${rarity}${orBetter ? " or better" : ""}, with at least ${value}% ATK SPD`,
  planFarmNone: "Even the best items the game offers in every slot would not reach this goal.",
  planWornBy: (name: string) => `worn by ${name}`,
  planExcludeWorn: "Leave out items worn by other hunters",
  planKeepHigh: "Keep high",
  planApply: "Apply",
  planApplied: "Plan applied to the build. Save to keep it.",
  planEmptySlot: "Empty",
  planViewLink: "View plan",
  planNoInventory: "Your inventory is empty: add items to plan with them.",
  // Builder: what a field uses when the typed text cannot be used as it is
  wholePercentOnly: "Whole percent only, without a decimal point.",
  baseSpeedDefaultUsed: (used: string) => `Empty or 0 counts as ${used}.`,
  chooseMountTierFirst: "Choose a tier to enter this item's values.",
};
