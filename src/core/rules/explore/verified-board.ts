// "Verified only" on the leaderboards (docs/product.md#verified-builds-on-the-boards): a board of verified builds
// is worth opening on once a class has enough of them to be a board; below that it would be a short list that
// hides most of the class's builds.

/** From this many verified ranked builds of a class on, its leaderboard opens on verified builds only. */
export const VERIFIED_BOARD_MIN = 10;

/** Whether a leaderboard shows verified builds only: as the player asked, else by the class's verified count. */
export const verifiedOnlyBoard = (asked: boolean | undefined, verifiedCount: number): boolean =>
  asked ?? verifiedCount >= VERIFIED_BOARD_MIN;
