// When this process's reminders loop last looked at the clock, for the console's Instance screen
// (docs/product.md#instance-and-backups): a loop that stopped ticking shows there. Per process, as an
// instance is one process.

let last: Date | null = null;

export const recordReminderTick = (at: Date) => {
  last = at;
};

export const lastReminderTick = (): Date | null => last;
