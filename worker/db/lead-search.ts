/** The lead inbox's full-text search (issue 41 "Leads"; FTS5 table lead_search, migration 0044): the desk's rule (src/model/desk-search.ts). */
import { deskSearchMatch, deskSearchText } from '../../src/model/desk-search'

/** What a lead is found by: its text values (see deskSearchText). */
export function leadSearchText(values: Record<string, string | boolean>): string {
  return deskSearchText(Object.values(values).filter((value): value is string => typeof value === 'string'))
}

/** The FTS5 query of what a manager typed (see deskSearchMatch). */
export const leadSearchMatch = deskSearchMatch
