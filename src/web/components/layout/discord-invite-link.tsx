import { useTranslation } from "react-i18next";
import { useConfig } from "#web/data/get-config.ts";

// "Add Hunter Lodge to your server" (docs/product.md#hunter-lodge-in-discord): shown once the operator set up
// the Discord application, so a guild's manager can add the slash commands where the guild talks.
export function DiscordInviteLink() {
  const { t } = useTranslation("settings");
  const invite = useConfig().data?.discordInviteUrl;
  if (!invite) return null;
  return (
    <p className="text-sm">
      <a
        href={invite}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-lodge-accent underline-offset-2 hover:underline"
      >
        {t("discordFeeds.invite")}
      </a>
    </p>
  );
}
