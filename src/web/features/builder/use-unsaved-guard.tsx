import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { type BlockerFunction, useBlocker } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";

// Leaving the builder with unsaved changes asks first: in-app navigation through the router's blocker,
// reloads and tab closes through the browser's own beforeunload prompt.
export function useUnsavedGuard(dirty: boolean) {
  const { t } = useTranslation(["messages"]);
  const dirtyRef = useRef(dirty);
  const bypass = useRef(false);
  dirtyRef.current = dirty;

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !bypass.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  // After a save or a delete the page leaves on purpose, before React has re-rendered the clean state.
  const allowLeaving = useCallback(() => {
    bypass.current = true;
  }, []);

  const blocked = blocker.state === "blocked";
  const dialog = (
    <Dialog
      open={blocked}
      onOpenChange={(open) => {
        if (!open && blocker.state === "blocked") blocker.reset();
      }}
      title={t("messages:unsavedChangesTitle")}
      description={t("messages:unsavedChangesMessage")}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            {t("messages:unsavedChangesStay")}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {t("messages:unsavedChangesLeave")}
          </Button>
        </>
      }
    />
  );

  return { allowLeaving, dialog };
}
