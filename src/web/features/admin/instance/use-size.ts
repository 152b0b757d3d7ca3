import { useTranslation } from "react-i18next";
import { useFormat } from "#web/lib/i18n/use-format.ts";

const MB = 1024 * 1024;

/** A file's or the database's size in MB, one decimal, in the reader's language. */
export function useSize() {
  const { t } = useTranslation("instance-admin");
  const f = useFormat();
  return (bytes: number) => t("size", { size: f.fixed(bytes / MB, 1) });
}
