import { messages } from "#core/messages.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useConfig } from "#web/data/get-config.ts";
import type { Plan } from "./plan-card.tsx";

// No payment provider: the operator's text says how to get VIP here (docs/product.md#paying-and-vip). Nothing is charged.
export function GetVipDialog({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  const config = useConfig();
  return (
    <Dialog
      open={plan !== null}
      onOpenChange={(open) => !open && onClose()}
      title={plan?.name ?? ""}
      description={plan ? `${plan.price} ${plan.period}. No payment is taken in the app.` : undefined}
      footer={<Button onClick={onClose}>Got it</Button>}
    >
      {config.data ? (
        <p className="text-sm leading-relaxed whitespace-pre-line" data-testid="upgrade-contact">
          {config.data.upgradeContact}
        </p>
      ) : config.isError ? (
        <p role="alert" className="text-sm text-lodge-danger">
          {messages.unknownError}
        </p>
      ) : (
        <LoadingState text="Loading..." className="py-6" />
      )}
    </Dialog>
  );
}
