/** CONST-05: the franchise page's fixed counts of catalogue texts (rates 4, steps 6, benefits 4). */
export const FRANCHISE_RATES = ['profit', 'net_profit', 'mvp', 'break_even'] as const
export const FRANCHISE_STEPS = 6
export const FRANCHISE_BENEFITS = ['growth', 'loyalty', 'sales', 'education'] as const
/** CONST-03: the franchisers block shows four partners. */
export const FRANCHISE_PARTNERS_LIMIT = 4
