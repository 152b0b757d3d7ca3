import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { deriveSlots, inventoryCapacity, presetLimit } from "#core/rules/slots.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { CheckIcon, CrownIcon } from "#web/components/ui/icons.tsx";
import { PageHeader } from "#web/components/ui/panel.tsx";
import { useCurrentUser } from "#web/data/current-user.tsx";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { GetVipDialog } from "./get-vip-dialog.tsx";
import { type Plan, PlanCard } from "./plan-card.tsx";

// docs/product.md#upgrade-page, #free-and-vip, #slots (the page says 20 slots in all for a VIP).
// The numbers are the rules' own, so the page never promises what the server does not give.
const vip = deriveSlots({ isVip: true, extraSlots: 0, referralCount: 0 });

function plansOf(t: TFunction<["upgrade", "messages"]>, price: (amount: number) => string): Plan[] {
  const vipTotal = t("perks.totalSlots", { count: vip.totalSlots });
  const everyFeature = t("perks.everyFeature");
  return [
    {
      id: "monthly",
      name: t("plans.monthly.name"),
      price: price(5),
      period: t("plans.monthly.period"),
      blurb: t("plans.monthly.blurb", { count: vip.vipSlots }),
      perks: [vipTotal, everyFeature, t("messages:upgradeMonthlyTerm")],
      cta: t("plans.monthly.cta"),
    },
    {
      id: "lifetime",
      name: t("plans.lifetime.name"),
      price: price(100),
      period: t("plans.lifetime.period"),
      blurb: t("plans.lifetime.blurb"),
      perks: [vipTotal, everyFeature, t("plans.lifetime.noEnd")],
      cta: t("plans.lifetime.cta"),
      featured: true,
    },
    {
      id: "slot",
      name: t("plans.slot.name"),
      price: price(10),
      period: t("plans.slot.period"),
      blurb: t("plans.slot.blurb"),
      perks: [t("plans.slot.keep"), t("plans.slot.many")],
      cta: t("plans.slot.cta"),
    },
  ];
}

export function Page() {
  const { t } = useTranslation(["upgrade", "messages"]);
  const f = useFormat();
  const me = useCurrentUser();
  const [chosen, setChosen] = useState<Plan | null>(null);
  const plans = plansOf(t, (amount) => t("price", { amount: f.number(amount) }));
  const vipFeatures = [
    t("features.slots", { count: vip.vipSlots, total: vip.totalSlots }),
    t("features.tabs"),
    t("features.presets", { count: presetLimit(true) }),
    t("features.inventory", { count: inventoryCapacity(true) }),
    t("features.inheritable"),
    t("features.avatars"),
  ];
  return (
    <div className="space-y-8">
      <PageHeader
        title={t("title")}
        subtitle={t("subtitle")}
        actions={
          me.isVip ? (
            <Badge tone="vip" className="px-3 py-1 text-sm">
              <CrownIcon size={15} /> {t("messages:vipActivated")}
            </Badge>
          ) : null
        }
      />
      <div className="grid gap-5 md:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} onChoose={() => setChosen(plan)} />
        ))}
      </div>
      <section
        className="rounded-2xl border border-lodge-border bg-lodge-panel p-6"
        aria-labelledby="vip-features"
      >
        <h2 id="vip-features" className="flex items-center gap-2 text-lg font-bold">
          <CrownIcon className="text-lodge-vip" /> {t("features.title")}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {vipFeatures.map((feature) => (
            <li key={feature} className="flex items-start gap-2.5 text-sm">
              <CheckIcon size={18} className="mt-px shrink-0 text-lodge-success" />
              {feature}
            </li>
          ))}
        </ul>
        <p className="mt-5 text-xs text-lodge-muted">{t("features.losing")}</p>
      </section>
      <GetVipDialog plan={chosen} onClose={() => setChosen(null)} />
    </div>
  );
}
