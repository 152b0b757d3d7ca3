import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { PlayIcon } from "#web/components/ui/icons.tsx";
import { useConfig } from "#web/data/get-config.ts";
import { cn } from "#web/lib/cn.ts";
import { useRecordTutorial } from "./api/record-tutorial.ts";

const chapters = ["slots", "items", "week", "share"] as const;

// The operator's video when one is set and it plays (TUTORIAL_VIDEO_URL); otherwise a self-contained
// walkthrough of slides that works on any instance, offline. The secret 'watch_tutorial' achievement counts
// once the player reaches the end (the video's end or the last slide), not when the dialog opens.
export function TutorialDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(["settings", "messages"]);
  const videoUrl = useConfig().data?.tutorialVideoUrl ?? null;
  const [videoFailed, setVideoFailed] = useState(false);
  const { mutate } = useRecordTutorial();
  const recorded = useRef(false);
  const finish = useCallback(() => {
    if (recorded.current) return;
    recorded.current = true;
    mutate();
  }, [mutate]);
  const [chapter, setChapter] = useState(-1);

  useEffect(() => {
    if (!open) {
      setChapter(-1);
      recorded.current = false;
    }
  }, [open]);

  useEffect(() => {
    if (chapter === chapters.length - 1) finish();
  }, [chapter, finish]);

  useEffect(() => {
    if (chapter < 0 || chapter >= chapters.length - 1) return;
    const timer = setTimeout(() => setChapter((c) => c + 1), 4000);
    return () => clearTimeout(timer);
  }, [chapter]);

  if (videoUrl && !videoFailed) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange} title={t("tutorial.title")} size="lg">
        {/* biome-ignore lint/a11y/useMediaCaption: the operator's video file comes without a caption track; the slides are the text version. */}
        <video
          src={videoUrl}
          controls
          preload="metadata"
          aria-label={t("messages:tutorialVideoLabel")}
          onEnded={finish}
          onError={() => setVideoFailed(true)}
          className="aspect-video w-full rounded-xl border border-lodge-border bg-black"
        />
      </Dialog>
    );
  }

  const current = chapters[chapter];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("tutorial.title")}
      description={t("tutorial.description")}
      size="lg"
    >
      <div
        className="lodge-backdrop relative grid aspect-video place-items-center overflow-hidden rounded-xl border border-lodge-border p-6 text-center"
        aria-live="polite"
      >
        {current ? (
          <div>
            <p className="text-xs font-bold tracking-widest text-lodge-accent uppercase">
              {t("tutorial.step", { step: chapter + 1, total: chapters.length })}
            </p>
            <p className="mt-2 text-xl font-extrabold sm:text-2xl">{t(`tutorial.${current}Title`)}</p>
            <p className="mx-auto mt-2 max-w-md text-sm text-lodge-muted sm:text-base">
              {t(`tutorial.${current}Text`)}
            </p>
          </div>
        ) : (
          <button
            type="button"
            onClick={() => setChapter(0)}
            aria-label={t("tutorial.play")}
            className="grid size-20 place-items-center rounded-full bg-lodge-accent text-lodge-on-accent shadow-xl transition hover:scale-105"
          >
            <PlayIcon size={34} />
          </button>
        )}
        <div className="absolute inset-x-0 bottom-0 flex h-1.5 gap-1 px-1 pb-1">
          {chapters.map((c, i) => (
            <span
              key={c}
              className={cn("flex-1 rounded-full", i <= chapter ? "bg-lodge-accent" : "bg-white/15")}
            />
          ))}
        </div>
      </div>
      <ol className="mt-4 grid gap-2 sm:grid-cols-2">
        {chapters.map((c, i) => (
          <li key={c}>
            <Button
              variant={i === chapter ? "secondary" : "ghost"}
              size="sm"
              block
              className="justify-start"
              onClick={() => setChapter(i)}
            >
              <span className="text-lodge-accent">{i + 1}.</span> {t(`tutorial.${c}Title`)}
            </Button>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
