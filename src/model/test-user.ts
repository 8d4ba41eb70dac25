/** Tester mode (TEST-01, TEST-02, ROLE-03, CONST-07). */
export const TEST_USER_STORAGE_KEY = 'isTestUser'
/** The stored value that marks a tester; anything else (or nothing) is a regular visitor. */
export const TEST_USER_FLAG_VALUE = 'true'

export function isTestUserFlag(value: string | null | undefined): boolean {
  return value === TEST_USER_FLAG_VALUE
}
