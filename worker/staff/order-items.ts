/** The orders page's item filter (issue 41 "Orders"; manager role): the items of a kind that have orders, by title. */
import typia from 'typia'
import type { DeskOrderItemsQuery } from '../../src/model/desk-orders'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { listOrderedItems } from '../db/desk-orders'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'

export const staffOrderItemRoutes = {
  deskOrderItems: route(
    STAFF_ENDPOINTS.deskOrderItems,
    { query: typia.http.createValidateQuery<DeskOrderItemsQuery>() },
    (c, { query }) => listOrderedItems(c.env.DB, query.kind),
    [privateAnswer],
  ),
}
