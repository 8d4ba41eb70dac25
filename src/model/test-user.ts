/** Tester mode (TEST-01, TEST-02, ROLE-03, CONST-07). */
export const TEST_USER_STORAGE_KEY = 'isTestUser'
