import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button, buttonClasses } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { BugIcon, HeartIcon, LinkIcon, MailIcon, SparkIcon, UsersIcon } from "#web/components/ui/icons.tsx";
import { useConfig } from "#web/data/get-config.ts";

export function AboutDialog({
  open,
  onOpenChange,
  onReport,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReport: (type: "bug" | "feature") => void;
}) {
  const { t } = useTranslation(["settings", "messages"]);
  const config = useConfig();
  const supportUrl = config.data?.supportUrl;
  const communityUrl = config.data?.communityUrl;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("rows.aboutTitle")}>
      <div className="space-y-4 text-sm leading-relaxed">
        <p className="flex items-start gap-3">
          <HeartIcon className="mt-0.5 shrink-0 text-lodge-accent" />
          <span>{t("about.body")}</span>
        </p>
        <div className="rounded-xl border border-lodge-border bg-lodge-panel-2 p-4">
          <h3 className="font-semibold">{t("about.supportTitle")}</h3>
          <p className="mt-1 text-lodge-muted">{t("messages:aboutSupportText")}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              icon={<BugIcon size={16} />}
              onClick={() => onReport("bug")}
            >
              {t("rows.bugTitle")}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              icon={<SparkIcon size={16} />}
              onClick={() => onReport("feature")}
            >
              {t("rows.featureTitle")}
            </Button>
          </div>
          {supportUrl || communityUrl ? (
            <div className="mt-2 flex flex-wrap gap-2">
              {supportUrl ? (
                <ExternalLink
                  href={supportUrl}
                  icon={supportUrl.startsWith("mailto:") ? <MailIcon size={16} /> : <LinkIcon size={16} />}
                >
                  {t("messages:aboutSupportLink")}
                </ExternalLink>
              ) : null}
              {communityUrl ? (
                <ExternalLink href={communityUrl} icon={<UsersIcon size={16} />}>
                  {t("messages:aboutCommunityLink")}
                </ExternalLink>
              ) : null}
            </div>
          ) : null}
        </div>
        <p className="text-xs text-lodge-muted">{t("about.thanks")}</p>
      </div>
    </Dialog>
  );
}

// The operator's own pages open beside the app, which knows nothing about them.
function ExternalLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClasses("secondary", "sm")}>
      {icon}
      {children}
    </a>
  );
}
