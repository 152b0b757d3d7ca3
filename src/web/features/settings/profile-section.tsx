import { lazy } from "react";
import { useTranslation } from "react-i18next";
import type { Me } from "#core/schemas/me.ts";
import { TagIcon } from "#web/components/ui/icons.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { AddPasswordForm } from "./add-password-form.tsx";
import { useSignInMethods } from "./api/sign-in-methods.ts";
import { PhotoPanel } from "./photo-panel.tsx";
import { ExpandableRow, SettingsRow } from "./settings-row.tsx";

// It validates with the zod schemas: it loads when first opened (docs/product.md#performance-budgets).
const PasswordPanel = lazy(() => import("./password-panel.tsx").then((m) => ({ default: m.PasswordPanel })));

export function ProfileSection({ me }: { me: Me }) {
  const { t } = useTranslation("settings");
  // An account made through a provider has no password to change: the row offers to add one, in Sign-in
  // methods' words (docs/product.md#sign-in-through-a-provider). Same query as that panel, asked once.
  const methods = useSignInMethods(!me.isAnonymous);
  const noPassword = methods.data?.password === false;
  return (
    <Panel title={t("profile.title")} className="lg:col-span-2">
      <ul className="-mx-2 divide-y divide-lodge-border/60">
        <ExpandableRow id="photo">
          <PhotoPanel me={me} />
        </ExpandableRow>
        <li>
          <SettingsRow
            icon={<TagIcon />}
            title={t("profile.nickname")}
            description={me.nickname ?? t("profile.noNickname")}
            trailing={<span className="text-xs text-lodge-muted">{t("profile.readOnly")}</span>}
          />
        </li>
        <ExpandableRow
          id="password"
          {...(noPassword ? { title: t("signIn.addPassword"), description: t("signIn.passwordOff") } : {})}
        >
          {noPassword ? <AddPasswordForm bare /> : <PasswordPanel me={me} />}
        </ExpandableRow>
      </ul>
    </Panel>
  );
}
