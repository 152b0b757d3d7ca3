import { useTranslation } from "react-i18next";
import { Link } from "react-router";

// An empty roster's short start (docs/product.md#home-roster): the three ways in, each one link.
export function FirstSteps({ firstSlot }: { firstSlot: number }) {
  const { t } = useTranslation(["roster"]);
  const steps = [
    { key: "create", to: `/builder?slot=${firstSlot}` },
    { key: "import", to: "/import" },
    // The builder's planner (#plan opens it): the fewest item swaps to a goal, from the player's inventory.
    { key: "planner", to: `/builder?slot=${firstSlot}#plan` },
  ] as const;
  return (
    <nav aria-labelledby="first-steps-title" className="space-y-3">
      <h3 id="first-steps-title" className="font-bold text-lodge-text">
        {t("firstSteps.title")}
      </h3>
      <ol className="grid gap-3 sm:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.key}>
            <Link
              to={step.to}
              className="flex h-full gap-3 rounded-2xl border border-lodge-border bg-lodge-panel p-4 transition hover:border-lodge-accent/60"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-lodge-accent/15 text-sm font-bold text-lodge-accent"
              >
                {index + 1}
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-lodge-text">
                  {t(`firstSteps.${step.key}.title`)}
                </span>
                <span className="mt-0.5 block text-sm text-lodge-muted">
                  {t(`firstSteps.${step.key}.body`)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
