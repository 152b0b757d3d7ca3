import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { CrownIcon, LockIcon } from "#web/components/ui/icons.tsx";

// docs/product.md#hunter-builder: free players see the VIP tabs dimmed, out of reach, under an overlay that leads to /upgrade.
export function VipLock({ children }: { children: ReactNode }) {
  const { t } = useTranslation(["builder", "messages"]);
  return (
    <div className="relative min-h-72">
      <div
        inert
        aria-hidden="true"
        className="pointer-events-none select-none opacity-30 blur-[1.5px] grayscale-[40%]"
      >
        {children}
      </div>
      <div className="absolute inset-0 flex items-start justify-center pt-10 sm:pt-16">
        <div className="mx-4 flex max-w-sm flex-col items-center gap-3 rounded-2xl border border-lodge-vip/50 bg-lodge-panel/95 px-6 py-6 text-center shadow-2xl shadow-black/40 backdrop-blur">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-lodge-vip/15 text-lodge-vip">
            <LockIcon size={24} />
          </span>
          <p className="text-lg font-bold">{t("messages:vipFeatureLocked")}</p>
          <p className="text-sm text-lodge-muted">{t("vipLock")}</p>
          <ButtonLink to="/upgrade" icon={<CrownIcon size={18} />}>
            {t("messages:upgradeToPremium")}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
