import { useState } from "react";
import { messages } from "#core/messages.ts";
import { deriveSlots, inventoryCapacity, presetLimit } from "#core/rules/slots.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { CheckIcon, CrownIcon } from "#web/components/ui/icons.tsx";
import { PageHeader } from "#web/components/ui/panel.tsx";
import { useCurrentUser } from "#web/data/current-user.tsx";
import { GetVipDialog } from "./get-vip-dialog.tsx";
import { type Plan, PlanCard } from "./plan-card.tsx";

// docs/product.md#upgrade-page, #free-and-vip, #slots (the page says 20 slots in all for a VIP).
// The numbers are the rules' own, so the page never promises what the server does not give.
const vip = deriveSlots({ isVip: true, extraSlots: 0, referralCount: 0 });
const vipTotal = `${vip.totalSlots} total slots`;

const plans: Plan[] = [
  {
    id: "monthly",
    name: "Monthly plan",
    price: "5 USD",
    period: "per month",
    blurb: `+${vip.vipSlots} slots and VIP features`,
    perks: [vipTotal, "Every VIP feature", messages.upgradeMonthlyTerm],
    cta: "Get Monthly",
  },
  {
    id: "lifetime",
    name: "Lifetime VIP",
    price: "100 USD",
    period: "once",
    blurb: "VIP forever, one payment",
    perks: [vipTotal, "Every VIP feature", "One payment, no end date"],
    cta: "Get Lifetime",
    featured: true,
  },
  {
    id: "slot",
    name: "Extra slot",
    price: "10 USD",
    period: "each",
    blurb: "One more permanent hunter slot",
    perks: ["Yours to keep, VIP or not", "Buy as many as you need"],
    cta: "Buy Slots",
  },
];

const vipFeatures = [
  `${vip.vipSlots} extra VIP hunter slots (${vip.totalSlots} in total)`,
  "Traits, Paragon and Set tabs in the builder",
  `${presetLimit(true)} inventory filter presets, editable`,
  `Inventory of ${inventoryCapacity(true)} items`,
  "Inheritable items and the inheritable filter",
  "VIP avatars",
];

export function Page() {
  const me = useCurrentUser();
  const [chosen, setChosen] = useState<Plan | null>(null);
  return (
    <div className="space-y-8">
      <PageHeader
        title="Unlock Premium"
        subtitle="More slots for your roster and every tool of the builder."
        actions={
          me.isVip ? (
            <Badge tone="vip" className="px-3 py-1 text-sm">
              <CrownIcon size={15} /> {messages.vipActivated}
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
          <CrownIcon className="text-lodge-vip" /> What VIP unlocks
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {vipFeatures.map((feature) => (
            <li key={feature} className="flex items-start gap-2.5 text-sm">
              <CheckIcon size={18} className="mt-px shrink-0 text-lodge-success" />
              {feature}
            </li>
          ))}
        </ul>
        <p className="mt-5 text-xs text-lodge-muted">
          Losing VIP never deletes anything: extra hunters, presets and items stay, read-only until you renew.
        </p>
      </section>
      <GetVipDialog plan={chosen} onClose={() => setChosen(null)} />
    </div>
  );
}
