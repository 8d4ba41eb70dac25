/** "Find my orders" (issue 44), before the language prefix. */
export const FIND_ORDERS_PATH = '/orders/find'
