import { Outlet } from "react-router";
import { useMe } from "#web/data/get-me.ts";
import { useLiveUpdates } from "./use-live-updates.ts";

// Pages outside the shell that a signed-in owner also uses (the hunter page and its history) keep the
// cache fresh from /api/live too, so a save in another tab shows here without a reload.
export function LiveWhenSignedIn() {
  const me = useMe();
  useLiveUpdates(Boolean(me.data && (me.data.emailVerified || me.data.isAnonymous)));
  return <Outlet />;
}
