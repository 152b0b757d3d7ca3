import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Me } from "#core/schemas/me.ts";
import { Avatar, avatarSrc } from "#web/components/ui/avatar.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { CrownIcon } from "#web/components/ui/icons.tsx";
import { Notice, useNotice } from "#web/components/ui/notice.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { displayNameOf } from "#web/data/display-name.ts";
import { useGameData } from "#web/data/get-game-data.ts";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { useUpdateAvatar } from "./api/update-avatar.ts";

const avatarLabel = (photo: string) =>
  (photo.split("/").pop() ?? photo).replace(/\.svg$/, "").replace(/[-_]+/g, " ");

export function PhotoPanel({ me }: { me: Me }) {
  const { t } = useTranslation(["settings", "messages"]);
  const gameData = useGameData();
  const update = useUpdateAvatar();
  const notice = useNotice();
  const [photo, setPhoto] = useState<string | null>(me.photoURL);
  const [color, setColor] = useState<string | null>(me.avatarBgColor);

  if (!gameData.data) return <LoadingState text={t("messages:loadingGameData")} className="py-8" />;
  const { avatars, VIPavatars, avatarColors } = gameData.data;
  const bg = color ?? avatarColors[0] ?? "#334155";

  const pick = (value: string, vip: boolean) => {
    if (vip && !me.isVip) return notice.error(t("messages:avatarVipOnly"));
    setPhoto(value);
  };

  const save = () => {
    if (!photo) return notice.error(t("messages:avatarRequired"));
    if (VIPavatars.includes(photo) && !me.isVip) return notice.error(t("messages:avatarVipOnly"));
    update.mutate(
      { photoURL: photo, avatarBgColor: bg },
      {
        onSuccess: () => notice.success(t("messages:avatarUpdated")),
        onError: (error) => notice.error(getErrorMessage(error)),
      },
    );
  };

  const tile = (value: string, vip: boolean) => {
    const selected = value === photo;
    const locked = vip && !me.isVip;
    return (
      <li key={value}>
        <button
          type="button"
          aria-pressed={selected}
          aria-label={vip ? t("photo.vipAvatar", { name: avatarLabel(value) }) : avatarLabel(value)}
          onClick={() => pick(value, vip)}
          className={cn(
            "relative grid aspect-square w-full place-items-center rounded-2xl border-2 p-1.5 transition",
            selected
              ? "border-lodge-accent bg-lodge-accent/10"
              : "border-transparent hover:border-lodge-border",
            locked && "opacity-60",
          )}
        >
          <span className="grid size-full place-items-center rounded-full" style={{ backgroundColor: bg }}>
            <img src={avatarSrc(value) ?? ""} alt="" className="size-[86%]" draggable={false} />
          </span>
          {vip ? (
            <span className="absolute -top-1 -right-1 grid size-6 place-items-center rounded-full bg-lodge-vip text-white shadow">
              <CrownIcon size={13} />
            </span>
          ) : null}
        </button>
      </li>
    );
  };

  return (
    <div className="space-y-5">
      <div className="flex items-center gap-4">
        <Avatar photoURL={photo} bgColor={bg} name={displayNameOf(me)} size={72} />
        <p className="text-sm text-lodge-muted">
          {me.isVip ? (
            t("photo.intro")
          ) : (
            <Trans
              t={t}
              i18nKey="photo.introFree"
              // Not "link": the parser takes <link> for HTML's empty element and leaves the words outside it.
              components={{
                upgradeLink: <Link to="/upgrade" className="font-semibold text-lodge-accent underline" />,
              }}
            />
          )}
        </p>
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold">{t("photo.avatar")}</h3>
        <ul aria-label={t("photo.avatars")} className="grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-8">
          {avatars.map((a) => tile(a, false))}
          {VIPavatars.map((a) => tile(a, true))}
        </ul>
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t("photo.background")}</legend>
        <div className="flex flex-wrap gap-2.5">
          {avatarColors.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={c === bg}
              aria-label={t("photo.backgroundColour", { color: c })}
              onClick={() => setColor(c)}
              className={cn(
                "size-10 rounded-full border-2 transition",
                c === bg ? "scale-110 border-lodge-text" : "border-lodge-border hover:scale-105",
              )}
              style={{ backgroundColor: c }}
            />
          ))}
        </div>
      </fieldset>
      <Notice message={notice.message} />
      <Button onClick={save} loading={update.isPending}>
        {t("photo.save")}
      </Button>
    </div>
  );
}
