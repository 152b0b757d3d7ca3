import { useTranslation } from "react-i18next";
import type { StaffRole } from "#core/rules/admin.ts";
import { Badge } from "#web/components/ui/badge.tsx";

/** An account's console role, if it has one. */
export function RoleBadge({ role }: { role: StaffRole | null }) {
  const { t } = useTranslation("admin");
  if (!role) return null;
  return <Badge tone={role === "admin" ? "gold" : "info"}>{t(`roles.${role}`)}</Badge>;
}
