export declare const CHROMIUM_EXECUTABLE: string
export declare const TEST_CHROMIUM_EXECUTABLE: string
export declare const CHROMIUM_ARGS: string[]
