import { useCallback, useEffect, useState } from "react";
import { messages } from "#core/messages.ts";
import { useAddReminderDevice } from "../api/add-reminder-device.ts";
import { useRemoveReminderDevice } from "../api/remove-reminder-device.ts";

// This browser's side of push reminders (docs/product.md#push-reminders): the standard Push API with the
// server's VAPID key, the subscription handed to the server as this device.

const WORKER_WAIT_MS = 5_000;
// The browser's push service (FCM for Chrome, Mozilla's for Firefox) answers a subscription in a second or
// two; a browser that cannot reach it would leave the button spinning for good.
const SUBSCRIBE_WAIT_MS = 30_000;

export const pushSupported = () =>
  typeof window !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((v, i) => v === b[i]);

/** "Chrome on Android": what the player reads in the list of devices. */
function deviceLabel(agent = navigator.userAgent): string {
  const browser = /Edg\//.test(agent)
    ? "Edge"
    : /Firefox\//.test(agent)
      ? "Firefox"
      : /Chrom(e|ium)\//.test(agent)
        ? "Chrome"
        : /Safari\//.test(agent)
          ? "Safari"
          : "Browser";
  const system = /Android/.test(agent)
    ? "Android"
    : /iPhone|iPad/.test(agent)
      ? "iOS"
      : /Mac OS X/.test(agent)
        ? "macOS"
        : /Windows/.test(agent)
          ? "Windows"
          : /Linux/.test(agent)
            ? "Linux"
            : "another system";
  return `${browser} on ${system}`;
}

async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/**
 * The browser's subscription with the server's key. The browser's own errors ("Registration failed -
 * permission denied" in a private window, "push service error" offline) read as one clear message.
 */
async function subscribe(registration: ServiceWorkerRegistration, key: Uint8Array<ArrayBuffer>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), SUBSCRIBE_WAIT_MS);
  });
  try {
    return await Promise.race([
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
      timeout,
    ]);
  } catch {
    throw new Error(messages.remindersSubscribeFailed);
  } finally {
    clearTimeout(timer);
  }
}

export function usePushDevice() {
  const add = useAddReminderDevice();
  const remove = useRemoveReminderDevice();
  // The endpoint of this browser's subscription, if it has one: the device list marks it "This device".
  const [endpoint, setEndpoint] = useState<string | null>(null);

  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    void workerRegistration()
      .then((registration) => registration?.pushManager.getSubscription())
      .then((subscription) => {
        if (live) setEndpoint(subscription?.endpoint ?? null);
      });
    return () => {
      live = false;
    };
  }, []);

  /** Asks for the permission, subscribes (again, when the server's key changed) and stores the device. */
  const turnOn = useCallback(
    async (publicKey: string) => {
      if (!pushSupported()) throw new Error(messages.remindersUnsupported);
      const permission = await Notification.requestPermission();
      if (permission !== "granted") throw new Error(messages.remindersBlocked);
      const registration = await workerRegistration();
      if (!registration) throw new Error(messages.remindersUnsupported);
      const key = keyBytes(publicKey);
      let subscription = await registration.pushManager.getSubscription();
      if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await subscribe(registration, key);
      const json = subscription.toJSON();
      await add.mutateAsync({
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
        device: deviceLabel(),
      });
      setEndpoint(subscription.endpoint);
    },
    [add],
  );

  /** Removes a device; this one also ends its browser subscription. */
  const removeDevice = useCallback(
    async (device: { id: string; endpoint: string }) => {
      await remove.mutateAsync(device.id);
      if (device.endpoint !== endpoint || !pushSupported()) return;
      const registration = await workerRegistration();
      await (await registration?.pushManager.getSubscription())?.unsubscribe();
      setEndpoint(null);
    },
    [remove, endpoint],
  );

  return { endpoint, turnOn, removeDevice, busy: add.isPending || remove.isPending };
}
