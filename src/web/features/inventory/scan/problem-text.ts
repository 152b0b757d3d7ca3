import { useTranslation } from "react-i18next";
import type { ScanProblem } from "#core/rules/item-scan/types.ts";
import type { ShotFailure } from "./use-scan.ts";

/** Why an image or a line gave nothing, in the player's language (the recognizer's codes are messages). */
export function useProblemText(): (problem: ScanProblem | { code: ShotFailure }) => string {
  const { t } = useTranslation(["scan", "messages"]);
  return (problem) => {
    switch (problem.code) {
      case "scanNoItemText":
        return t("messages:scanNoItemText");
      case "scanNoItemType":
        return t("messages:scanNoItemType");
      case "scanUnknownAttribute":
        return t("messages:scanUnknownAttribute", { name: problem.name });
      case "notAnImage":
        return t("scan:problem.notAnImage");
      case "tooLarge":
        return t("scan:problem.tooLarge");
      case "engineFailed":
        return t("scan:problem.engineFailed");
    }
  };
}
