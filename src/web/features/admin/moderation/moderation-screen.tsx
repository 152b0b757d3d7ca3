import { Route, Routes } from "react-router";
import { QueueItemPage } from "./queue-item-page.tsx";
import { QueueList } from "./queue-list.tsx";

// The console's moderation queue (docs/product.md#moderation-queue): /admin/moderation lists what waits,
// oldest first; /admin/moderation/<reports|verification>/<id> opens one item, claimed by whoever opens it.
export function Screen() {
  return (
    <Routes>
      <Route index element={<QueueList />} />
      <Route path=":kind/:id" element={<QueueItemPage />} />
    </Routes>
  );
}
