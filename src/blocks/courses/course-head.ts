import { eventCover } from '../../components/cards/expanded-image'
import { courseLd } from '../../seo/course-ld'
import { textExcerpt } from '../../seo/excerpt'
import { breadcrumbListLd } from '../../seo/json-ld'
import { pageHead, siteSeo, type HeadContext } from '../../seo/route-head'
import { canonicalUrl } from '../../model/site-urls'
import type { CoursePageData } from './load-course'

/** SEO-01…03 of a course page: meta from its seo fields; JSON-LD Course and BreadcrumbList. */
export function coursePageHead(ctx: HeadContext, { course }: CoursePageData) {
  const site = siteSeo(ctx)
  const url = (path: string) => canonicalUrl(site.origin, site.language, path)
  const t = (id: string) => ctx.match.context.intl.formatMessage({ id })
  const pageUrl = url(`/online_school/courses/${course.slug}`)
  const description = course.seo_description || course.short_description || textExcerpt(course.description)
  const cover = eventCover(course)
  return pageHead(
    ctx,
    {
      title: course.seo_title || course.title,
      description,
      keywords: course.seo_keywords,
      noindex: course.seo_noindex,
      ...(cover ? { image: cover.large || cover.medium } : {}),
    },
    [
      courseLd(course, {
        url: pageUrl,
        description,
        language: site.language,
        trainerUrl: (slug) => url(`/trainers/${slug}`),
        absolute: (path) => new URL(path, `${site.origin}/`).toString(),
        provider: { name: site.siteName, url: url('/') },
      }),
      breadcrumbListLd([
        { name: t('breadcrumbs.home'), url: url('/') },
        { name: t('school.title'), url: url('/online_school') },
        { name: t('courses.title'), url: url('/online_school/courses') },
        { name: course.title, url: pageUrl },
      ]),
    ],
  )
}
