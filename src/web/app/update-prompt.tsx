import { useRegisterSW } from "virtual:pwa-register/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { keepVisitedFiles } from "./keep-visited-files.ts";

// An open app checks for a release this often, besides every navigation and each return to the tab.
const UPDATE_CHECK_MS = 30 * 60_000;

/**
 * Registers the service worker (docs/decisions.md#2026-11-24-installable-app-and-service-worker) and, when a
 * new release has been installed beside the running one, asks before switching: the page keeps running the
 * version it loaded until the player chooses.
 */
export function UpdatePrompt() {
  const { t } = useTranslation(["common", "messages"]);
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      keepVisitedFiles();
      const check = () => {
        if (document.visibilityState === "visible" && navigator.onLine) void registration.update();
      };
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener("visibilitychange", check);
    },
  });
  useEffect(() => {
    if (!needRefresh) return;
    toast(t("messages:appUpdateAvailable"), {
      id: "app-update",
      duration: Number.POSITIVE_INFINITY,
      closeButton: false,
      action: { label: t("messages:appUpdateReload"), onClick: () => void updateServiceWorker(true) },
    });
  }, [needRefresh, updateServiceWorker, t]);
  return null;
}
