export function createRunDir(prefix: string): string;
export function sweepRunDirs(prefix: string, legacy?: RegExp): void;
