import { admin } from "../hunters/admin.ts";

// Makes a player VIP for life the way an operator does (docs/product.md#paying-and-vip: `npm run admin -- grant-vip`),
// through the running e2e server's admin socket. The page must reload to see the new status.
export const grantVip = (email: string): Promise<void> => admin("grant-vip", email, "--lifetime");
