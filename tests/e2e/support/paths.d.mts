export declare const ROOT: string
export declare const TEST_STATE_DIR: string
export declare const BUILD_POINTER: string
export declare const CLIENT_DIR: string
