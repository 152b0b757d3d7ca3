import { useTranslation } from "react-i18next";
import type { Me } from "#core/schemas/me.ts";
import { Avatar } from "#web/components/ui/avatar.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { CrownIcon } from "#web/components/ui/icons.tsx";
import { displayNameOf } from "#web/data/display-name.ts";

export function ProfileHeader({ me }: { me: Me }) {
  const { t } = useTranslation(["settings", "messages"]);
  const name = displayNameOf(me);
  return (
    <section className="lodge-backdrop relative overflow-hidden rounded-3xl border border-lodge-border p-6 sm:p-8">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <Avatar photoURL={me.photoURL} bgColor={me.avatarBgColor} name={name} size={96} className="ring-4" />
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-extrabold tracking-tight sm:text-3xl">{name}</h1>
          <p className="mt-1 truncate text-lodge-muted">
            {me.isAnonymous || !me.email ? t("messages:anonymousUser") : me.email}
          </p>
          <div className="mt-3 flex flex-wrap justify-center gap-2 sm:justify-start">
            {me.isVip ? (
              <Badge tone="vip">
                <CrownIcon size={13} /> {t("profile.vip")}
              </Badge>
            ) : (
              <Badge>{t("profile.freePlan")}</Badge>
            )}
            {me.isAnonymous ? <Badge tone="info">{t("profile.guest")}</Badge> : null}
            <Badge tone="gold">{t("profile.slots", { count: me.totalSlots })}</Badge>
          </div>
        </div>
      </div>
    </section>
  );
}
