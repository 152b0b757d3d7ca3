import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { TrashIcon } from "#web/components/ui/icons.tsx";
import { useFormat } from "#web/lib/i18n/use-format.ts";

type Device = { id: string; device: string; endpoint: string; createdAt: string; lastSentAt: string | null };

// The player's subscribed devices: each can be removed here (this one also ends its browser subscription).
export function ReminderDevices({
  devices,
  thisEndpoint,
  onRemove,
}: {
  devices: Device[];
  thisEndpoint: string | null;
  onRemove: (device: Device) => Promise<void>;
}) {
  const { t } = useTranslation(["settings", "messages"]);
  const format = useFormat();
  const day = (iso: string) => format.date(new Date(iso));
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = async (device: Device) => {
    setRemoving(device.id);
    try {
      await onRemove(device);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold">{t("messages:remindersDevices")}</h3>
      {devices.length === 0 ? (
        <p className="text-sm text-lodge-muted">{t("messages:remindersNoDevices")}</p>
      ) : (
        <ul className="divide-y divide-lodge-border/60 rounded-xl border border-lodge-border">
          {devices.map((device) => (
            <li key={device.id} className="flex items-center gap-3 px-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {device.device}
                  {device.endpoint === thisEndpoint ? (
                    <Badge tone="gold">{t("messages:remindersThisDevice")}</Badge>
                  ) : null}
                </p>
                <p className="text-xs text-lodge-muted">
                  {t("reminders.added", { date: day(device.createdAt) })}
                  {device.lastSentAt
                    ? ` · ${t("reminders.lastSent", { date: day(device.lastSentAt) })}`
                    : null}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="min-h-10 min-w-10"
                icon={<TrashIcon size={18} />}
                loading={removing === device.id}
                aria-label={t("reminders.remove", { device: device.device })}
                onClick={() => remove(device)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
