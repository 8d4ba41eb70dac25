import { notFound, redirect } from '@tanstack/react-router'
import { ApiRequestError, type ApiClient } from '../../api/client'
import type { OnlineCourseEntity } from '../../model/entities/events'
import type { Language } from '../../model/languages'
import type { ReviewEntity } from '../../model/entities/shop'
import { loadRelatedReviews } from '../../components/sliders/related-reviews'

export interface CoursePageData {
  course: OnlineCourseEntity
  /** REVIEWS-11: null when they failed to load. */
  reviews: ReviewEntity[] | null
}

/**
 * The course by slug (COURSES-07, COURSES-12, OQ-41): an unknown slug is the 404 page with status 404, any other
 * failure the error page; a uuid address gets a 301 to the slug's. Reviews never fail the page (REVIEWS-11).
 */
export async function loadCoursePage(
  api: Pick<ApiClient, 'onlineCourse' | 'reviews'>,
  params: { lang?: Language | string; slug: string },
): Promise<CoursePageData> {
  const [course, reviews] = await Promise.all([
    api.onlineCourse({ params: { id: params.slug } }).catch((error: unknown) => {
      if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) throw notFound()
      throw error
    }),
    loadRelatedReviews(api),
  ])
  if (course.slug !== params.slug) {
    throw redirect({ to: '/{-$lang}/online_school/courses/$slug', params: { lang: params.lang, slug: course.slug }, statusCode: 301 })
  }
  return { course, reviews }
}
