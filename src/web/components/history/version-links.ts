// Where a version opens read-only (the hunter page) and how /compare names it
// (docs/decisions.md#2026-11-24-compare-two-builds: `<owner>/<hunter>` is the current build,
// `<owner>/<hunter>@<revision>` a saved version).
export const versionPagePath = (ownerId: string, hunterId: string, revision: number) =>
  `/hunter/${encodeURIComponent(ownerId)}/${encodeURIComponent(hunterId)}?version=${revision}`;

export const compareWithCurrentPath = (ownerId: string, hunterId: string, revision: number) =>
  `/compare?a=${ownerId}/${hunterId}@${revision}&b=${ownerId}/${hunterId}`;
