import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import type enCommon from "#core/i18n/locales/en/common.json";
import { useCurrentUser } from "#web/data/current-user.tsx";
import { displayNameOf } from "#web/data/display-name.ts";
import { Avatar } from "../components/ui/avatar.tsx";
import { Badge } from "../components/ui/badge.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import {
  BoxIcon,
  CalendarIcon,
  ChevronIcon,
  CompassIcon,
  CrownIcon,
  HomeIcon,
  KeyIcon,
  TrophyIcon,
  UserIcon,
  UsersIcon,
} from "../components/ui/icons.tsx";
import { Logo } from "../components/ui/logo.tsx";
import { cn } from "../lib/cn.ts";
import { InviteBox } from "./invite-box.tsx";

// A link's label is a key of common.json's "nav", so a link English has no text for is a type error.
type NavLabel = keyof typeof enCommon.nav;

const links: { to: string; label: NavLabel; icon: typeof HomeIcon; end?: boolean }[] = [
  { to: "/", label: "homepage", icon: HomeIcon, end: true },
  { to: "/plan", label: "plan", icon: UsersIcon },
  { to: "/explore", label: "explore", icon: CompassIcon },
  { to: "/calendar", label: "calendar", icon: CalendarIcon },
  { to: "/inventory", label: "inventory", icon: BoxIcon },
  { to: "/achievements", label: "achievements", icon: TrophyIcon },
  { to: "/profile", label: "profile", icon: UserIcon, end: true },
  // new-page: link (npm run new -- page <name> adds its screen's link here)
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-semibold transition",
    isActive
      ? "bg-lodge-accent/15 text-lodge-accent ring-1 ring-lodge-accent/30"
      : "text-lodge-muted hover:bg-lodge-panel-2 hover:text-lodge-text",
  );

// Profile leads to the player's own profile, so it is lit there and not on someone else's.
const ownProfilePath = (nickname: string | null) =>
  nickname ? `/profile/${encodeURIComponent(nickname.toLowerCase())}` : "/profile";

export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(["common", "messages"]);
  const me = useCurrentUser();
  const name = displayNameOf(me);
  return (
    <div className="flex min-h-full flex-col gap-5 px-4 py-4 md:py-6">
      <Link to="/" className="hidden rounded-lg px-2 md:block" aria-label={t("nav.homeLink")}>
        <Logo />
      </Link>
      <nav aria-label={t("nav.main")}>
        <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3 md:grid-cols-1">
          {links.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to === "/profile" ? ownProfilePath(me.nickname) : to}
                end={end ?? false}
                onClick={onNavigate}
                className={navLinkClass}
              >
                <Icon size={19} />
                {t(`nav.${label}`)}
              </NavLink>
            </li>
          ))}
          {/* The console is staff's only (docs/product.md#the-console). */}
          {me.role ? (
            <li>
              <NavLink to="/admin" onClick={onNavigate} className={navLinkClass}>
                <KeyIcon size={19} />
                {t("nav.console")}
              </NavLink>
            </li>
          ) : null}
        </ul>
      </nav>
      <InviteBox userId={me.id} referralCount={me.referralCount} />
      {me.isVip ? (
        <Badge tone="vip" className="min-h-11 justify-center rounded-xl text-sm">
          <CrownIcon size={16} />
          {t("messages:vipActivated")}
        </Badge>
      ) : (
        <ButtonLink to="/upgrade" onClick={onNavigate} icon={<CrownIcon size={18} />} block>
          {t("messages:upgradeToPremium")}
        </ButtonLink>
      )}
      <div className="mt-auto border-t border-lodge-border pt-4">
        <NavLink
          to="/settings"
          onClick={onNavigate}
          className={({ isActive }) =>
            cn(
              "flex min-h-14 items-center gap-3 rounded-xl px-2 py-2 transition hover:bg-lodge-panel-2",
              isActive && "bg-lodge-panel-2 ring-1 ring-lodge-accent/30",
            )
          }
        >
          <Avatar photoURL={me.photoURL} bgColor={me.avatarBgColor} name={name} size={40} />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-semibold">{name}</span>
            <span className="block text-xs text-lodge-muted">{t("nav.settings")}</span>
          </span>
          <ChevronIcon size={18} className="text-lodge-muted" />
        </NavLink>
      </div>
    </div>
  );
}
