export declare const serverNodeArgs: string[];
