import { makeIcon } from "#web/components/ui/icons.tsx";

// The inventory's own glyphs, drawn with the UI kit's icon.
export const FilterIcon = makeIcon(["M3 5h18l-7 8v6l-4 2v-8z"]);
export const EquipIcon = makeIcon(["M12 3v12", "M7 10l5 5 5-5", "M5 21h14"]);
