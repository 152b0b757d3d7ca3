import { BuilderPage } from "#web/features/builder/builder-page.tsx";
import { InventorySearchDialog } from "#web/features/inventory/components/inventory-search-dialog.tsx";

// Features do not import each other (STYLE 1): the route puts the inventory's search into the builder.
export function Page() {
  return <BuilderPage inventorySearch={InventorySearchDialog} />;
}
