export declare const ROLES: readonly string[]
export declare function addStaffSql(email: string, roles: string[], now?: Date): string
