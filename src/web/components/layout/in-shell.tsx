import { createContext, type ReactNode, use } from "react";

// Whether a page renders inside the signed-in shell: Explore is open to visitors but a signed-in player
// sees it in the shell with the sidebar like every other page (docs/product.md#shell), so its public
// bar steps aside there.
const InShellContext = createContext(false);

export function InShell({ children }: { children: ReactNode }) {
  return <InShellContext value={true}>{children}</InShellContext>;
}

export const useInShell = () => use(InShellContext);
