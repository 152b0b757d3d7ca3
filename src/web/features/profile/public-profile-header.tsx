import { useTranslation } from "react-i18next";
import { cardFileName, profileCardPath } from "#core/rules/card-paths.ts";
import type { PublicProfile } from "#core/schemas/profile.ts";
import { CardImageButtons } from "#web/components/game/card-image-buttons.tsx";
import { Avatar } from "#web/components/ui/avatar.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { CheckIcon, LinkIcon } from "#web/components/ui/icons.tsx";
import { useCopyProfileLink } from "./use-copy-profile-link.ts";

export function PublicProfileHeader({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation(["profile", "messages"]);
  const { copied, copy } = useCopyProfileLink(profile.nickname);
  return (
    <section className="lodge-backdrop relative overflow-hidden rounded-3xl border border-lodge-border p-6 sm:p-8">
      <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:text-left">
        <Avatar
          photoURL={profile.photoURL}
          bgColor={profile.avatarBgColor}
          name={profile.nickname}
          size={112}
          className="ring-4"
        />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-bold tracking-widest text-lodge-accent uppercase">
            {t("hunterProfile")}
          </p>
          <h1 className="mt-1 truncate text-3xl font-extrabold tracking-tight sm:text-4xl">
            {profile.nickname}
          </h1>
          <p className="mt-1 text-lodge-muted">
            {t("messages:displayingPublicHunters", { n: profile.publicHunters.length })}
          </p>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap justify-center gap-2 sm:justify-start sm:pl-[8.25rem]">
        <Button
          variant={copied ? "secondary" : "primary"}
          icon={copied ? <CheckIcon size={18} /> : <LinkIcon size={18} />}
          onClick={copy}
          aria-live="polite"
          className="min-w-44"
        >
          {copied ? t("messages:copied") : t("messages:copyProfileLink")}
        </Button>
        <CardImageButtons
          src={profileCardPath(profile.nickname)}
          fileName={cardFileName(profile.nickname, "profile")}
          label={profile.nickname}
        />
      </div>
    </section>
  );
}
