export function isAlive(pid: number): boolean;
