import { useTranslation } from "react-i18next";
import type { QueueReport } from "#core/schemas/moderation.ts";
import { Avatar } from "#web/components/ui/avatar.tsx";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { useGameText } from "#web/data/use-game-text.ts";

/** The reported build or profile as the public sees it, with a link to its public page. */
export function ReportTarget({ target }: { target: QueueReport["target"] }) {
  const { t } = useTranslation("moderation");
  const gameText = useGameText();
  if (!target) return <p className="text-sm text-lodge-muted">{t("gone")}</p>;
  if (target.type === "profile") {
    const name = target.nickname ?? t("noNickname");
    return (
      <div className="space-y-3">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar photoURL={target.photoURL} bgColor={target.avatarBgColor} name={name} size={56} />
          <div className="min-w-0">
            <p className="font-semibold break-words">{name}</p>
            <p className="text-sm text-lodge-muted">{t("publicBuilds", { count: target.publicBuilds })}</p>
          </div>
        </div>
        {target.nickname ? (
          <ButtonLink
            to={`/profile/${encodeURIComponent(target.nickname)}`}
            target="_blank"
            variant="secondary"
            size="sm"
          >
            {t("openPublic")}
          </ButtonLink>
        ) : null}
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-lodge-muted">{t("fields.name")}</dt>
        <dd className="break-words font-semibold">{target.hunterName}</dd>
        <dt className="text-lodge-muted">{t("fields.owner")}</dt>
        <dd className="break-words">{target.ownerNickname ?? t("noNickname")}</dd>
        <dt className="text-lodge-muted">{t("fields.class")}</dt>
        <dd>{gameText(target.hunterClass)}</dd>
        <dt className="text-lodge-muted">{t("fields.rarity")}</dt>
        <dd>{gameText(target.hunterRarity)}</dd>
        <dt className="text-lodge-muted">{t("fields.purpose")}</dt>
        <dd className="break-words">{target.hunterPurpose || "—"}</dd>
      </dl>
      {target.hiddenReason !== null ? (
        <p className="text-sm text-lodge-warn">{t("hiddenNow", { reason: target.hiddenReason })}</p>
      ) : null}
      {target.isPublic ? (
        <ButtonLink
          to={`/hunter/${encodeURIComponent(target.ownerId)}/${encodeURIComponent(target.hunterId)}`}
          target="_blank"
          variant="secondary"
          size="sm"
        >
          {t("openPublic")}
        </ButtonLink>
      ) : (
        <p className="text-sm text-lodge-muted">{t("privateNow")}</p>
      )}
    </div>
  );
}
