import { type FormEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CLASS_FAMILIES, HUNTER_RARITIES } from "#core/game-data/constants.ts";
import { EXPLORE_SORTS, type ExploreQuery, PURPOSE_SEARCH_MAX } from "#core/schemas/explore.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { useGameData } from "#web/data/get-game-data.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import { fromSearch } from "../explore-query.ts";
import { ClassSelect } from "./class-select.tsx";

export const FILTERS_ID = "explore-filters";

// The filters as a form: a choice applies at once, typed text on Enter or when the field is left. The
// form is rebuilt from the URL whenever the URL changes (its key), so Back shows the filters of that list.
export function ExploreFilters({
  query,
  onApply,
  folded,
}: {
  query: ExploreQuery;
  onApply: (query: ExploreQuery) => void;
  /** On a phone the form folds away behind a button, so the builds come first; from `sm` it always shows. */
  folded: boolean;
}) {
  const { t } = useTranslation("explore");
  const gameText = useGameText();
  const gameData = useGameData().data;
  const form = useRef<HTMLFormElement>(null);
  const apply = () => {
    if (!form.current) return;
    const values = new URLSearchParams();
    for (const [key, value] of new FormData(form.current)) {
      if (typeof value === "string" && value.trim() !== "") values.set(key, value.trim());
    }
    onApply(fromSearch(values));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  // The class and set choices come from the game data: a select drawn before its options would lose the
  // URL's choice.
  if (!gameData) return null;
  return (
    <form
      ref={form}
      onSubmit={submit}
      id={FILTERS_ID}
      aria-label={t("filters.label")}
      className={`${folded ? "hidden sm:grid" : "grid"} gap-4 rounded-2xl border border-lodge-border bg-lodge-panel p-4 sm:grid-cols-2 lg:grid-cols-4`}
    >
      <ClassSelect name="class" defaultValue={query.class ?? ""} onChange={apply} />
      <Select label={t("filters.family")} name="family" defaultValue={query.family ?? ""} onChange={apply}>
        <option value="">{t("filters.anyFamily")}</option>
        {CLASS_FAMILIES.map((family) => (
          <option key={family} value={family}>
            {t(`families.${family}`)}
          </option>
        ))}
      </Select>
      <Select label={t("filters.rarity")} name="rarity" defaultValue={query.rarity ?? ""} onChange={apply}>
        <option value="">{t("filters.anyRarity")}</option>
        {HUNTER_RARITIES.map((rarity) => (
          <option key={rarity} value={rarity}>
            {gameText(rarity)}
          </option>
        ))}
      </Select>
      <Select label={t("filters.set")} name="set" defaultValue={query.set ?? ""} onChange={apply}>
        <option value="">{t("filters.anySet")}</option>
        {gameData.sets.map((set) => (
          <option key={set.name} value={set.name}>
            {gameText(set.name)}
          </option>
        ))}
      </Select>
      <TextField
        label={t("filters.purpose")}
        name="purpose"
        defaultValue={query.purpose ?? ""}
        maxLength={PURPOSE_SEARCH_MAX}
        placeholder={t("filters.purposeHint")}
        onBlur={apply}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t("filters.minSpd")}
          name="minSpd"
          inputMode="decimal"
          defaultValue={query.minSpd ?? ""}
          onBlur={apply}
        />
        <TextField
          label={t("filters.maxSpd")}
          name="maxSpd"
          inputMode="decimal"
          defaultValue={query.maxSpd ?? ""}
          onBlur={apply}
        />
      </div>
      <Select label={t("filters.sort")} name="sort" defaultValue={query.sort} onChange={apply}>
        {EXPLORE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sorts.${sort}`)}
          </option>
        ))}
      </Select>
      <div className="flex flex-wrap items-end gap-x-4">
        <Checkbox
          label={t("filters.engraved")}
          name="engraved"
          value="1"
          defaultChecked={Boolean(query.engraved)}
          onChange={apply}
        />
        <Checkbox
          label={t("filters.ultimate")}
          name="ultimate"
          value="1"
          defaultChecked={Boolean(query.ultimate)}
          onChange={apply}
        />
        <Checkbox
          label={t("filters.verified")}
          name="verified"
          value="1"
          defaultChecked={Boolean(query.verified)}
          onChange={apply}
        />
      </div>
      <div className="flex justify-end gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="button" variant="ghost" onClick={() => onApply(fromSearch(new URLSearchParams()))}>
          {t("filters.clear")}
        </Button>
        <Button type="submit">{t("filters.apply")}</Button>
      </div>
    </form>
  );
}
