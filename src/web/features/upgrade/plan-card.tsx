import { useTranslation } from "react-i18next";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { CheckIcon } from "#web/components/ui/icons.tsx";
import { cn } from "#web/lib/cn.ts";

export type Plan = {
  id: string;
  name: string;
  price: string;
  period: string;
  blurb: string;
  perks: string[];
  cta: string;
  featured?: boolean;
};

export function PlanCard({ plan, onChoose }: { plan: Plan; onChoose: () => void }) {
  const { t } = useTranslation("upgrade");
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        "relative flex flex-col rounded-2xl border p-6",
        plan.featured
          ? "border-lodge-accent/70 bg-gradient-to-b from-lodge-accent/10 to-lodge-panel shadow-xl shadow-lodge-accent/10"
          : "border-lodge-border bg-lodge-panel",
      )}
    >
      {plan.featured ? (
        <Badge tone="gold" className="absolute -top-3 left-6 bg-lodge-panel">
          {t("bestValue")}
        </Badge>
      ) : null}
      <h2 id={`plan-${plan.id}`} className="text-lg font-bold">
        {plan.name}
      </h2>
      <p className="mt-1 text-sm text-lodge-muted">{plan.blurb}</p>
      <p className="mt-5 flex items-baseline gap-1.5">
        <span className="text-4xl font-extrabold tracking-tight">{plan.price}</span>
        <span className="text-sm text-lodge-muted">{plan.period}</span>
      </p>
      <ul className="mt-5 mb-6 space-y-2.5">
        {plan.perks.map((perk) => (
          <li key={perk} className="flex items-start gap-2 text-sm">
            <CheckIcon size={18} className="mt-px shrink-0 text-lodge-accent" />
            {perk}
          </li>
        ))}
      </ul>
      <Button className="mt-auto" variant={plan.featured ? "primary" : "secondary"} block onClick={onChoose}>
        {plan.cta}
      </Button>
    </article>
  );
}
