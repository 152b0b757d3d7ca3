import { z } from "zod";
import { messages } from "#core/messages.ts";
import { baseUpdatedAtSchema } from "./hunter.ts";
import { storable } from "./text.ts";

// Inventory filter presets (docs/product.md#preset-fields, #presets).

export const PRESET_NAME_MAX = 30;
const FILTER_VALUES_MAX = 50;

export const presetNameSchema = z
  .string({ error: messages.presetNameRequired })
  .trim()
  .min(1, messages.presetNameRequired)
  .max(PRESET_NAME_MAX, messages.presetNameTooLong);

const filterList = z
  .array(z.string({ error: messages.invalidRequest }).max(80, messages.invalidRequest), {
    error: messages.invalidRequest,
  })
  .max(FILTER_VALUES_MAX, messages.invalidRequest)
  .default(() => [])
  .transform((values) => [...new Set(values)]);

export const presetFiltersSchema = z.object(
  {
    itemType: filterList,
    rarity: filterList,
    quality: filterList,
    attributes: filterList,
    inheritable: z.boolean({ error: messages.invalidRequest }).default(false),
  },
  { error: messages.invalidRequest },
);
export type PresetFiltersInput = z.input<typeof presetFiltersSchema>;
export type PresetFilters = z.output<typeof presetFiltersSchema>;

export const presetInputSchema = storable(
  z.object({ name: presetNameSchema, filters: presetFiltersSchema }, { error: messages.invalidRequest }),
);
export type PresetInput = z.output<typeof presetInputSchema>;

// PUT /api/presets/:id: the filters, and a new name when one is given.
export const presetUpdateSchema = storable(
  z.object(
    { name: presetNameSchema.optional(), filters: presetFiltersSchema, baseUpdatedAt: baseUpdatedAtSchema },
    { error: messages.invalidRequest },
  ),
);
export type PresetUpdate = z.output<typeof presetUpdateSchema>;

// A saved preset as the API answers it; only a VIP may edit (docs/product.md#presets, #paying-and-vip).
export type Preset = {
  id: string;
  name: string;
  filters: PresetFilters;
  createdAt: string;
  updatedAt: string;
  editable: boolean;
};
