/** Tester mode (TEST-01, TEST-02, ROLE-03, CONST-07). */
export const TEST_USER_STORAGE_KEY = 'isTestUser'
/** The stored value that marks a tester; anything else (or nothing) is a regular visitor. */
export const TEST_USER_FLAG_VALUE = 'true'

export function isTestUserFlag(value: string | null | undefined): boolean {
  return value === TEST_USER_FLAG_VALUE
}

/** OQ-26: the cookie that tells the server this browser is a tester's, so that it lists the test-only methods. */
export const TEST_USER_COOKIE = 'isTestUser'

/** The cookie `/_test` sets with the local flag: a year, the whole site, not sent cross-site. */
export function testUserCookie(): string {
  return `${TEST_USER_COOKIE}=${TEST_USER_FLAG_VALUE}; Path=/; Max-Age=31536000; SameSite=Lax`
}
