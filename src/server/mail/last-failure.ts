// The last mail this process failed to hand to SMTP, for the console's Instance screen
// (docs/product.md#instance-and-backups). Per process, as an instance is one process.

export interface MailFailure {
  at: Date;
  message: string;
}

let last: MailFailure | null = null;

export const recordMailFailure = (error: unknown, at = new Date()) => {
  last = { at, message: (error instanceof Error ? error.message : String(error)).slice(0, 500) };
};

export const lastMailFailure = (): MailFailure | null => last;
