export function settingPath(value: string | undefined, unset: string, env?: NodeJS.ProcessEnv): string;
