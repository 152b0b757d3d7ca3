import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { dailyKindName, EVENT_KINDS, type EventKind } from "#core/rules/calendar.ts";
import { REMINDER_LEADS, type ReminderLead } from "#core/rules/reminders.ts";
import type { Me } from "#core/schemas/me.ts";
import type { ReminderSettings } from "#core/schemas/reminders.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { Notice, useNotice } from "#web/components/ui/notice.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useGameData } from "#web/data/get-game-data.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { useChoiceInFlight } from "#web/lib/use-choice-in-flight.ts";
import { useReminderConfig, useReminders } from "./api/get-reminders.ts";
import { useSaveReminderSettings } from "./api/save-reminder-settings.ts";
import { pushSupported, usePushDevice } from "./hooks/use-push-device.ts";
import { ReminderDevices } from "./reminder-devices.tsx";

function useKindLabels(): Record<EventKind, string> {
  const { t } = useTranslation(["settings", "messages"]);
  const gameText = useGameText();
  const calendar = useGameData().data?.calendar;
  const daily = (kind: EventKind, n: number) => {
    const name = calendar && dailyKindName(kind, calendar);
    return name ? gameText(name) : t("reminders.dailyFallback", { n });
  };
  return {
    valor: t("messages:feedKindValor"),
    "daily-0": daily("daily-0", 1),
    "daily-1": daily("daily-1", 2),
    "daily-2": daily("daily-2", 3),
    "daily-3": daily("daily-3", 4),
    bosses: t("messages:feedKindBosses"),
  };
}

// Settings → Reminders (docs/product.md#push-reminders): which events, how long before, and the devices
// that receive them. The calendar links here (/settings#reminders).
export function RemindersPanel({ me }: { me: Me }) {
  const { t } = useTranslation(["settings", "messages", "common"]);
  const config = useReminderConfig();
  const enabled = config.data?.enabled === true;
  const reminders = useReminders(enabled);
  const save = useSaveReminderSettings();
  const device = usePushDevice();
  const notice = useNotice();
  const labels = useKindLabels();
  // The calendar's link lands here: the panel loads after the page, so the browser's own jump misses it.
  const ready = enabled && reminders.isSuccess;
  useEffect(() => {
    if (ready && window.location.hash === "#reminders") {
      document.getElementById("reminders")?.scrollIntoView({ block: "start" });
    }
  }, [ready]);

  const choice = useChoiceInFlight(reminders.data?.settings);
  const settings = choice.shown;
  const change = async (next: ReminderSettings) => {
    choice.choose(next);
    try {
      await save.mutateAsync(next);
      notice.success(t("messages:remindersSaved"));
    } catch (error) {
      notice.error(getErrorMessage(error));
    } finally {
      choice.settled();
    }
  };
  const turnOn = async () => {
    if (!config.data?.publicKey) return;
    try {
      await device.turnOn(config.data.publicKey);
      notice.success(t("messages:remindersTurnedOn"));
    } catch (error) {
      notice.error(getErrorMessage(error));
    }
  };

  const removeDevice = async (target: { id: string; endpoint: string }) => {
    try {
      await device.removeDevice(target);
      notice.success(t("messages:remindersDeviceRemoved"));
    } catch (error) {
      notice.error(getErrorMessage(error));
    }
  };

  const devices = reminders.data?.devices ?? [];
  const here = devices.some((d) => d.endpoint === device.endpoint);

  return (
    <Panel
      id="reminders"
      title={t("messages:remindersTitle")}
      description={t("messages:remindersIntro")}
      className="scroll-mt-20 lg:col-span-2"
    >
      {config.isPending || (enabled && reminders.isPending) ? (
        <LoadingState text={t("common:loading")} className="py-6" />
      ) : !enabled ? (
        <p className="text-sm text-lodge-muted">{t("messages:remindersOff")}</p>
      ) : settings ? (
        <div className="grid gap-6 md:grid-cols-2">
          <div className="space-y-5">
            {me.isAnonymous ? (
              <p className="rounded-xl border border-lodge-border bg-lodge-panel-2 px-3.5 py-2.5 text-sm">
                {t("messages:remindersGuestNotice")}
              </p>
            ) : null}
            <fieldset>
              <legend className="mb-1 text-sm font-semibold">{t("reminders.events")}</legend>
              <div className="grid gap-x-4 sm:grid-cols-2">
                {EVENT_KINDS.map((kind) => (
                  <Checkbox
                    key={kind}
                    label={labels[kind]}
                    checked={settings.kinds.includes(kind)}
                    disabled={save.isPending}
                    onChange={(event) =>
                      change({
                        ...settings,
                        kinds: event.target.checked
                          ? [...settings.kinds, kind]
                          : settings.kinds.filter((k) => k !== kind),
                      })
                    }
                  />
                ))}
              </div>
            </fieldset>
            <Select
              label={t("messages:remindersLead")}
              value={String(settings.leadMinutes)}
              disabled={save.isPending}
              onChange={(event) =>
                change({ ...settings, leadMinutes: Number(event.target.value) as ReminderLead })
              }
            >
              {REMINDER_LEADS.map((lead) => (
                <option key={lead} value={lead} className="bg-lodge-panel text-lodge-text">
                  {t(`messages:reminderLead${lead}`)}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-4">
            {!pushSupported() ? (
              <p className="text-sm text-lodge-muted">{t("messages:remindersUnsupported")}</p>
            ) : here ? (
              <p role="status" className="text-sm font-medium text-lodge-success">
                {t("messages:remindersTurnedOn")}
              </p>
            ) : (
              <Button block loading={device.busy} onClick={turnOn}>
                {t("reminders.turnOn")}
              </Button>
            )}
            <ReminderDevices devices={devices} thisEndpoint={device.endpoint} onRemove={removeDevice} />
          </div>
        </div>
      ) : (
        <p className="text-sm text-lodge-muted">{getErrorMessage(reminders.error)}</p>
      )}
      <Notice message={notice.message} className="mt-4" />
    </Panel>
  );
}
