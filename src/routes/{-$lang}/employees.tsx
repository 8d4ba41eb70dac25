import { createFileRoute } from '@tanstack/react-router'
import { EmployeesPage } from '../../blocks/employees/EmployeesPage'
import { PAGE_SIZES } from '../../model/page-sizes'
import { breadcrumbListLd } from '../../seo/json-ld'
import { pageHead, siteSeo } from '../../seo/route-head'
import { canonicalUrl } from '../../model/site-urls'

/** `/employees` (EMPLOYEES-01…03): 100 employees in one call; any failure is the 500 page (ERR-04). */
export const Route = createFileRoute('/{-$lang}/employees')({
  loader: async ({ context }) => {
    try {
      const { rows } = await context.api.employees({ query: { limit: PAGE_SIZES.employees, expand: 'images' } })
      return { employees: rows }
    } catch (error) {
      console.error('employees failed to load', error)
      throw new Error('employees failed to load', { cause: error })
    }
  },
  head: (ctx) => {
    if (!ctx.loaderData) return {}
    const site = siteSeo(ctx)
    const t = (id: string) => ctx.match.context.intl.formatMessage({ id })
    return pageHead(ctx, { title: t('employees.seo.title'), description: t('employees.seo.description') }, [
      breadcrumbListLd([
        { name: t('breadcrumbs.home'), url: canonicalUrl(site.origin, site.language, '/') },
        { name: t('employees.title'), url: canonicalUrl(site.origin, site.language, '/employees') },
      ]),
    ])
  },
  component: EmployeesRoute,
})

function EmployeesRoute() {
  return <EmployeesPage employees={Route.useLoaderData().employees} />
}
