/**
 * Trainers a page of `/trainers` lists (TRAINER-01). The spec gives no size for this list (CONST-02 names the
 * others): 8 is two rows of four on desktop, four rows of two on tablets, and with the centre's twelve trainers
 * the list already has a second page.
 */
export const TRAINERS_PAGE_SIZE = 8
