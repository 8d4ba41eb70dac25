import { Breadcrumbs } from '../../components/Breadcrumbs'
import { firstExpandedImage } from '../../components/cards/expanded-image'
import { Picture } from '../../components/Picture'
import { useT } from '../../i18n/intl'
import type { EmployeeEntity } from '../../model/entities/publications'
import { IMAGE_DIMENSIONS } from '../../model/entities/reference'

/**
 * `/employees` (EMPLOYEES-01): breadcrumbs, title and the team: photo when there is one, full name, description; a
 * message while staff have listed nobody yet.
 */
export function EmployeesPage({ employees }: { employees: EmployeeEntity[] }) {
  const t = useT()
  const { width, height } = IMAGE_DIMENSIONS.small
  return (
    <div className="employees-page container">
      <Breadcrumbs items={[{ label: t('employees.title') }]} />
      <h1 className="career-page__title">{t('employees.title')}</h1>
      {employees.length === 0 && <p className="landing-page__empty">{t('employees.empty')}</p>}
      {employees.length > 0 && (
        <ul className="employees-page__list" aria-label={t('employees.title')}>
          {employees.map((employee, index) => {
            const image = firstExpandedImage(employee.images)
            return (
              <li key={employee.id} className="employee-card">
                <div className="employee-card__photo">
                  {/* The first row is at the top of the page: its first photo is the page's largest paint. */}
                  {image ? (
                    <Picture
                      images={{ small: image.small, medium: image.small }}
                      alt={employee.full_name}
                      width={width}
                      height={height}
                      loading={index < 2 ? 'eager' : 'lazy'}
                    />
                  ) : null}
                </div>
                <h2 className="employee-card__name">{employee.full_name}</h2>
                {/* Sanitised on the server with an allow-list (BE-25). */}
                <div className="employee-card__text rich-text" dangerouslySetInnerHTML={{ __html: employee.description }} />
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
