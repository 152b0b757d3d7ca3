import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { SHORT_MESSAGE_MS } from "#core/rules/timings.ts";
import { copyText } from "#web/lib/clipboard.ts";
import { i18next } from "#web/lib/i18n/i18n.ts";

// 'Copy Profile Link' reads 'Copied!' for 2 s after a copy (docs/product.md#public-profile, #timings).
export function useCopyProfileLink(nickname: string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    const link = `${window.location.origin}/profile/${encodeURIComponent(nickname.toLowerCase())}`;
    if (!(await copyText(link))) {
      toast.error(i18next.t("messages:copyFailed"));
      return;
    }
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), SHORT_MESSAGE_MS);
  };
  return { copied, copy };
}
