import { Route, Routes } from "react-router";
import { InboxList } from "./inbox-list.tsx";
import { SubmissionPage } from "./submission-page.tsx";

// The console's feedback inbox (docs/product.md#feedback-inbox): /admin/feedback lists what players sent,
// /admin/feedback/<id> shows one submission with its status, note and replies.
export function Screen() {
  return (
    <Routes>
      <Route index element={<InboxList />} />
      <Route path=":id" element={<SubmissionPage />} />
    </Routes>
  );
}
