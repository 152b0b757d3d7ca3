import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ReportButton } from "#web/components/game/report-button.tsx";
import { DiscordInviteLink } from "#web/components/layout/discord-invite-link.tsx";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useCurrentUser } from "#web/data/current-user.tsx";
import { useGameData } from "#web/data/get-game-data.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";
import { AchievementBadges } from "./achievement-badges.tsx";
import { useProfile } from "./api/get-profile.ts";
import { ProfileHunterCard } from "./profile-hunter-card.tsx";
import { PublicProfileHeader } from "./public-profile-header.tsx";

// /profile/:nickname (docs/product.md#public-profile).
export function Page() {
  const { t } = useTranslation(["profile", "common", "messages"]);
  const me = useCurrentUser();
  const { nickname = "" } = useParams();
  const profile = useProfile(nickname);
  const gameData = useGameData();
  useDocumentTitle(profile.data?.nickname ?? nickname);

  if (profile.isPending) return <LoadingState text={t("messages:loadingPublicProfile")} />;
  if (profile.isError) {
    return (
      <div role="alert" className="mx-auto mt-10 max-w-lg space-y-4 text-center">
        <p className="text-lg font-semibold">
          {isApiError(profile.error, 404)
            ? t("messages:profileNotFound", { nickname })
            : t("messages:unknownError")}
        </p>
        {isApiError(profile.error, 404) ? (
          <ButtonLink to="/" variant="secondary">
            {t("messages:backToRoster")}
          </ButtonLink>
        ) : (
          <Button variant="secondary" onClick={() => profile.refetch()}>
            {t("common:guard.tryAgain")}
          </Button>
        )}
      </div>
    );
  }
  if (!profile.data) return <p role="alert">{t("messages:publicProfileMissing")}</p>;

  const { data } = profile;
  return (
    <div className="space-y-10">
      <PublicProfileHeader profile={data} />
      {me.id === data.userId ? null : (
        <div className="flex justify-end">
          <ReportButton target={{ type: "profile", nickname: data.nickname }} name={data.nickname} />
        </div>
      )}
      <ProfileSection id="public-hunters" title={t("publicHunters")}>
        {data.publicHunters.length === 0 ? (
          <EmptyState title={t("messages:noPublicHunters")} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {data.publicHunters.map((hunter) => (
              <li key={hunter.id} className="min-w-0">
                <ProfileHunterCard userId={data.userId} hunter={hunter} gameData={gameData.data} />
              </li>
            ))}
          </ul>
        )}
      </ProfileSection>
      <ProfileSection id="achievements-unlocked" title={t("achievementsUnlocked")}>
        <AchievementBadges achievements={data.publicAchievements} />
      </ProfileSection>
      <DiscordInviteLink />
    </div>
  );
}

function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="border-b border-lodge-border pb-3 text-xl font-extrabold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
