import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useConfig } from "#web/data/get-config.ts";
import type { Plan } from "./plan-card.tsx";

// No payment provider: the operator's text says how to get VIP here (docs/product.md#paying-and-vip). Nothing is charged.
export function GetVipDialog({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  const { t } = useTranslation(["upgrade", "common", "messages"]);
  const config = useConfig();
  return (
    <Dialog
      open={plan !== null}
      onOpenChange={(open) => !open && onClose()}
      title={plan?.name ?? ""}
      description={plan ? t("dialog.description", { price: plan.price, period: plan.period }) : undefined}
      footer={<Button onClick={onClose}>{t("dialog.gotIt")}</Button>}
    >
      {config.data ? (
        <p className="text-sm leading-relaxed whitespace-pre-line" data-testid="upgrade-contact">
          {config.data.upgradeContact}
        </p>
      ) : config.isError ? (
        <p role="alert" className="text-sm text-lodge-danger">
          {t("messages:unknownError")}
        </p>
      ) : (
        <LoadingState text={t("common:loading")} className="py-6" />
      )}
    </Dialog>
  );
}
