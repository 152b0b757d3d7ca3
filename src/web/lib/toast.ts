import type { ExternalToast } from "sonner";

type Message = Parameters<typeof import("sonner").toast.success>[0];

// The toasts' library loads with the first toast a screen shows, not with the screen: the login page and a
// shared build, the first screens a new player meets, show a toast only after an action
// (docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time).
export const toast = {
  success: (message: Message, data?: ExternalToast) =>
    void import("sonner").then((sonner) => sonner.toast.success(message, data)),
  error: (message: Message, data?: ExternalToast) =>
    void import("sonner").then((sonner) => sonner.toast.error(message, data)),
};
