import { admin } from "../hunters/admin.ts";

// Makes a registered player an admin of the console the way an operator names the first admin
// (`npm run admin -- make-admin`, docs/product.md#the-console), over the running e2e server's admin socket.
export async function makeAdmin(email: string): Promise<void> {
  await admin("make-admin", email);
}
