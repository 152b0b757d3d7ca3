// The console's and the trust rules' texts the server answers with (docs/product.md#the-console); the
// screens word the rest through their locale files.
export const consoleMessages = {
  staffOnly: "Only the lodge's moderators and admins can do this.",
  adminOnly: "Only the lodge's admins can do this.",
};
