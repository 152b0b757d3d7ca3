import { useTranslation } from "react-i18next";
import { Select, type SelectProps } from "#web/components/ui/select.tsx";
import { useGameData } from "#web/data/get-game-data.ts";
import { useGameText } from "#web/data/use-game-text.ts";

// A class of the game data, or every class ("") unless `withAny` is false.
export function ClassSelect({
  withAny = true,
  ...props
}: Omit<SelectProps, "label" | "children"> & { withAny?: boolean }) {
  const { t } = useTranslation("explore");
  const gameData = useGameData().data;
  const gameText = useGameText();
  return (
    <Select label={t("filters.class")} {...props}>
      {withAny ? <option value="">{t("filters.anyClass")}</option> : null}
      {gameData?.classes.map((c) => (
        <option key={c.name} value={c.name}>
          {gameText(c.name)}
        </option>
      ))}
    </Select>
  );
}
