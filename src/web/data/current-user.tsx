import { createContext, type ReactNode, use } from "react";
import type { Me } from "#core/schemas/me.ts";

// Inside the guard a user is always signed in: screens read them here instead of handling null.
const CurrentUserContext = createContext<Me | null>(null);

export function CurrentUserProvider({ me, children }: { me: Me; children: ReactNode }) {
  return <CurrentUserContext value={me}>{children}</CurrentUserContext>;
}

export function useCurrentUser(): Me {
  const me = use(CurrentUserContext);
  if (!me) throw new Error("useCurrentUser is only available inside the signed-in routes");
  return me;
}
