/**
 * Whether a process with this pid exists (signal 0 checks without sending). EPERM means it exists but is
 * another user's. Plain JavaScript: the smoke check and the test runs' folder sweep run under bare node.
 */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
