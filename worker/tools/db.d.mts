export declare function appliedMigrations(output: string): string[]
export declare function migrate(): Promise<void>
export declare function seed(options?: { scale?: number; force?: boolean }): Promise<void>
export declare function putReference(options?: { remote?: boolean }): Promise<void>
export declare function putFiles(options?: { persistTo?: string }): Promise<void>
export declare function reset(options?: { scale?: number }): Promise<void>
export declare function reportFailure(error: unknown): void
