/** Page sizes and home block counts (CONST-01, CONST-02). */
export const PAGE_SIZES = {
  default: 24,
  news: 24,
  reviews: 24,
  events: 24,
  products: 20,
  relatedProducts: 16,
  socialActivities: 24,
  blog: 24,
  career: 24,
  onlineCourses: 24,
  employees: 100,
  /** FRANCHISERS-01: the spec leaves the page size to the route; four partner cards a page, as the about and franchise blocks show (CONST-03). */
  franchisers: 4,
} as const
