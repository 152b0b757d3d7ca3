// Component files that still hold texts written into them, waiting for their turn to be translated
// (issue 23). jsx-literals.test.ts refuses such texts everywhere else, and refuses an entry here whose file
// holds none any more: translate a file (see docs/i18n.md), then delete its line. The list only shrinks;
// a new component never joins it.
export const UNTRANSLATED_FILES: readonly string[] = [
  "src/web/components/game/item-editor/attribute-rows.tsx",
  "src/web/components/game/item-editor/item-editor.tsx",
  "src/web/components/game/item-editor/weapon-fields.tsx",
  "src/web/components/game/special-skill-block.tsx",
  "src/web/components/layout/public-layout.tsx",
  "src/web/components/ui/dialog-impl.tsx",
  "src/web/components/ui/logo.tsx",
  "src/web/components/ui/text-field.tsx",
  "src/web/features/calendar/calendar-page.tsx",
  "src/web/features/calendar/day-detail.tsx",
  "src/web/features/calendar/feed-choices.tsx",
  "src/web/features/calendar/subscribe-panel.tsx",
  "src/web/features/inventory/components/add-item-dialog.tsx",
  "src/web/features/inventory/components/add-item-fields.tsx",
  "src/web/features/inventory/components/delete-item.tsx",
  "src/web/features/inventory/components/filter-panel.tsx",
  "src/web/features/inventory/components/filters-button.tsx",
  "src/web/features/inventory/components/inventory-search-dialog.tsx",
  "src/web/features/inventory/components/item-card.tsx",
  "src/web/features/inventory/components/item-groups.tsx",
  "src/web/features/inventory/components/preset-manager.tsx",
  "src/web/features/inventory/inventory-page.tsx",
];
