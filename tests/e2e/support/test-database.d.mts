export function prepareTestDatabase(options?: { reset?: boolean }): Promise<void>
export function queryTestDatabase(sql: string): Promise<Array<Record<string, unknown>>>
