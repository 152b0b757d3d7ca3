import { useTranslation } from "react-i18next";
import type { QueueItem } from "#core/schemas/moderation.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { useCurrentUser } from "#web/data/current-user.tsx";
import { useFormat } from "#web/lib/i18n/use-format.ts";

/** What an item is about, in one line: the reported build or profile, or the build waiting for verification. */
export function ItemTitle({ item }: { item: QueueItem }) {
  const { t } = useTranslation("moderation");
  if (item.kind === "verification")
    return <>{t("buildBy", { name: item.hunterName, owner: item.ownerNickname ?? t("noNickname") })}</>;
  const target = item.target;
  if (!target) return <>{t("gone")}</>;
  if (target.type === "build")
    return <>{t("buildBy", { name: target.hunterName, owner: target.ownerNickname ?? t("noNickname") })}</>;
  return <>{t("profileOf", { name: target.nickname ?? t("noNickname") })}</>;
}

/** The item's kind and reason, when it came, and who is handling it (so two moderators never act unknowingly). */
export function ItemFacts({ item }: { item: QueueItem }) {
  const { t } = useTranslation("moderation");
  const f = useFormat();
  const me = useCurrentUser();
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-lodge-muted">
      <Badge tone={item.kind === "report" ? "danger" : "info"}>{t(`kinds.${item.kind}`)}</Badge>
      {item.kind === "report" ? <Badge>{t(`reasons.${item.reason}`)}</Badge> : null}
      <span>{t("waitingSince", { date: f.dateTime(new Date(item.createdAt)) })}</span>
      {item.claim ? (
        <Badge tone="gold">
          {item.claim.id === me.id ? t("handledByYou") : t("handledBy", { name: item.claim.name })}
        </Badge>
      ) : null}
    </div>
  );
}
