import { useSearchParams } from "react-router";

/** The class the meta and the leaderboards show, from ?class= (none: every class). */
export function useClassParam(): [string | null, (hunterClass: string) => void] {
  const [search, setSearch] = useSearchParams();
  const hunterClass = search.get("class") || null;
  const choose = (next: string) => setSearch(next ? { class: next } : {}, { replace: true });
  return [hunterClass, choose];
}
