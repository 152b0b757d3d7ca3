/**
 * The CPU time this process spends on `work`, in milliseconds. A test that promises hostile input costs
 * little measures this, not the wall clock: CI runs Vitest beside the browser tests on two cores, where
 * the other processes stretch a wall clock several times over but not this process's own work.
 */
export async function cpuMsOf(work: () => unknown): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}
