import { useConfig } from "#web/app/data/get-config.ts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { BugIcon, HeartIcon, SparkIcon } from "../../components/ui/icons.tsx";

export function AboutDialog({
  open,
  onOpenChange,
  onReport,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReport: (type: "bug" | "feature") => void;
}) {
  const config = useConfig();
  const links = [
    { href: config.data?.supportUrl, label: "Support Hunter Lodge" },
    { href: config.data?.communityUrl, label: "Join the community" },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href));
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="About the Creator">
      <div className="space-y-4 text-sm leading-relaxed">
        <p className="flex items-start gap-3">
          <HeartIcon className="mt-0.5 shrink-0 text-lodge-accent" />
          <span>
            Hunter Lodge is made by players, for players: a free, open companion that anyone can run for their
            guild or friends. Your hunters, items and achievements stay on the server you trust.
          </span>
        </p>
        <div className="rounded-xl border border-lodge-border bg-lodge-panel-2 p-4">
          <h3 className="font-semibold">Support and community</h3>
          <p className="mt-1 text-lodge-muted">
            Found a bug or missing a feature? Tell the people who run this Hunter Lodge right from here.
            {links.length > 0 ? " You can also support the project or meet other hunters:" : null}
          </p>
          {links.length > 0 ? (
            <ul className="mt-2 space-y-1">
              {links.map((link) => (
                <li key={link.label}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-lodge-accent underline underline-offset-2"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              icon={<BugIcon size={16} />}
              onClick={() => onReport("bug")}
            >
              Submit a Bug
            </Button>
            <Button
              variant="secondary"
              size="sm"
              icon={<SparkIcon size={16} />}
              onClick={() => onReport("feature")}
            >
              Submit a Feature Request
            </Button>
          </div>
        </div>
        <p className="text-xs text-lodge-muted">Thank you for hunting with us.</p>
      </div>
    </Dialog>
  );
}
