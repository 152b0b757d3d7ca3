import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "#web/lib/cn.ts";

type Step = { key: "create" | "import" | "items" | "screenshots" | "planner"; to: string };

// The roster's short start (docs/product.md#home-roster): the ways in while the roster is empty, and the way
// to one's items while there are none, since the inventory search and the planners choose from them.
// `items` is undefined while the inventory loads: a new player has none, so the steps assume so.
export function firstSteps(hunters: number, items: number | undefined, firstSlot: number): Step[] {
  const noItems = items === undefined ? hunters === 0 : items === 0;
  return [
    ...(hunters === 0
      ? [
          { key: "create", to: `/builder?slot=${firstSlot}` } as const,
          { key: "import", to: "/import" } as const,
        ]
      : []),
    ...(noItems
      ? [
          { key: "items", to: "/inventory" } as const,
          // The inventory opens 'Add from screenshots' on this hash.
          { key: "screenshots", to: "/inventory#screenshots" } as const,
        ]
      : []),
    // The builder's planner (#plan opens it): the fewest item swaps to a goal, from the player's inventory.
    ...(hunters === 0 ? [{ key: "planner", to: `/builder?slot=${firstSlot}#plan` } as const] : []),
  ];
}

// Whole rows where the count allows.
const columns: Record<number, string> = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "sm:grid-cols-2" };

export function FirstSteps({ steps }: { steps: readonly Step[] }) {
  const { t } = useTranslation(["roster"]);
  return (
    <nav aria-labelledby="first-steps-title" className="space-y-3">
      <h3 id="first-steps-title" className="font-bold text-lodge-text">
        {t("firstSteps.title")}
      </h3>
      <ol className={cn("grid gap-3", columns[steps.length] ?? "sm:grid-cols-2 lg:grid-cols-3")}>
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
