export declare const LOCAL_VARS: Readonly<Record<string, string>>
export declare function localVarArgs(extra?: Record<string, string>): string[]
