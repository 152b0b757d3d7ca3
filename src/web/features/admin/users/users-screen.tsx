import { Route, Routes } from "react-router";
import { UserPage } from "./user-page.tsx";
import { UserSearch } from "./user-search.tsx";

/** The console's accounts (docs/product.md#the-console): /admin/users searches, /admin/users/:id is one account. */
export function Screen() {
  return (
    <Routes>
      <Route index element={<UserSearch />} />
      <Route path=":userId" element={<UserPage />} />
    </Routes>
  );
}
