import { useTranslation } from "react-i18next";
import { Select, type SelectProps } from "#web/components/ui/select.tsx";
import { useGameData } from "#web/data/get-game-data.ts";

// A class of the game data, or every class ("").
export function ClassSelect(props: Omit<SelectProps, "label" | "children">) {
  const { t } = useTranslation("explore");
  const gameData = useGameData().data;
  return (
    <Select label={t("filters.class")} {...props}>
      <option value="">{t("filters.anyClass")}</option>
      {gameData?.classes.map((c) => (
        <option key={c.name} value={c.name}>
          {c.name}
        </option>
      ))}
    </Select>
  );
}
