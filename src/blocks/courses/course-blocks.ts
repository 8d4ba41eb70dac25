/** The ids of the course page's blocks the preview scrolls to (COURSES-07): 'more' to the info, 'buy' to the order form. */
export const COURSE_BLOCK_IDS = {
  info: 'course-info',
  order: 'course-order',
} as const
