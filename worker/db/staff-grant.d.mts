export declare const STAFF_GRANT_ROLES: readonly string[]
export declare const CREATE_STAFF_ACCOUNT_SQL: string
export declare const GRANT_STAFF_ROLE_SQL: string
export declare const AUDIT_STAFF_GRANT_SQL: string
export declare function staffGrantInput(email: string, roles: readonly string[]): string
export interface StaffGrant {
  email: string
  roles: readonly string[]
  actor: number
  language: string
  now: number
  by: string
}
export declare function staffGrantStatements(grant: StaffGrant): Array<[sql: string, values: Array<string | number>]>
