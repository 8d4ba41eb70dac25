import typia from 'typia'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { ListResponse } from '../../src/model/api'
import type { EmployeeEntity } from '../../src/model/entities/publications'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { PAGE_SIZES } from '../../src/model/page-sizes'
import { findEmployee, listEmployees } from '../db/employees'
import { route } from '../lib/route'
import { notFound } from '../lib/errors'
import type { EmployeesQuery, ItemQuery } from '../../src/model/api-contract/queries'
import { paging } from './paging'
import { sanitizeRichText } from '../lib/sanitize'

const validateList = typia.http.createValidateQuery<EmployeesQuery>()
const validateItem = typia.http.createValidateQuery<ItemQuery>()

/** An employee with the description sanitised (BE-25). */
export function sanitized(employee: EmployeeEntity): EmployeeEntity {
  return { ...employee, description: sanitizeRichText(employee.description) }
}

/** GET employees (limit up to 100, API-36) and employees/{id} (API-12, EMPLOYEES-01, ENTITY-28). */
export const employeeRoutes = {
  employees: route(ENDPOINTS.employees, { query: validateList }, async (c, { query }) => {
    const { skip, limit } = paging(query, PAGE_SIZES.employees)
    const { rows, count } = await listEmployees(c.env.DB, query.language ?? DEFAULT_LANGUAGE, {
      skip,
      limit,
      expandImages: query.expand === 'images',
    })
    const body: ListResponse<EmployeeEntity> = { rows: rows.map(sanitized), meta: { skip, limit, count } }
    return body
  }),
  employee: route(ENDPOINTS.employee, { query: validateItem }, async (c, { query, params }) => {
    const id = params.id
    const employee = /^[1-9]\d{0,14}$/.test(id)
      ? await findEmployee(c.env.DB, query.language ?? DEFAULT_LANGUAGE, Number(id), query.expand === 'images')
      : null
    if (!employee) throw notFound('employee')
    return sanitized(employee)
  }),
}
