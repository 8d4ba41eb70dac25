/** The lead inbox's address (issue 41 "Leads"): the filters a shared link carries, and nothing else. */
import { describe, expect, it } from 'vitest'
import { leadInboxFilterOf, leadInboxSearchString, parseLeadInboxSearch } from './lead-inbox'

describe('lead inbox filters in the address (issue 41, BE-20)', () => {
  it('keeps the known filters and page, drops anything else, and writes them back in a fixed order', () => {
    const search = parseLeadInboxSearch({ q: '  Айгерим ', status: 'in_work', form: 'career', assignee: '12', from: '2026-11-01', to: '2026-11-28', skip: '25', x: 'y' })
    expect(search).toEqual({ q: 'Айгерим', status: 'in_work', form: 'career', assignee: '12', from: '2026-11-01', to: '2026-11-28', skip: 25 })
    expect(leadInboxSearchString(search)).toBe('status=in_work&form=career&assignee=12&from=2026-11-01&to=2026-11-28&q=%D0%90%D0%B9%D0%B3%D0%B5%D1%80%D0%B8%D0%BC&skip=25')
    expect(parseLeadInboxSearch(Object.fromEntries(new URLSearchParams(leadInboxSearchString(search))))).toEqual(search)
  })

  it('drops values that are not filters: an unknown status, a bad date, someone not an id, a negative page', () => {
    expect(parseLeadInboxSearch({ status: 'archived', from: 'yesterday', assignee: 'admin', form: '../x', skip: '-5', q: '   ' })).toEqual({})
    expect(leadInboxSearchString({ skip: 0 })).toBe('')
  })

  it('reads "me" as the signed-in staff member and "none" as assigned to nobody', () => {
    expect(leadInboxFilterOf({ assignee: 'me', q: ' x ' }, 7)).toEqual({ assignee: 7, q: 'x' })
    expect(leadInboxFilterOf({ assignee: 'none' }, 7)).toEqual({ assignee: null })
    expect(leadInboxFilterOf({ assignee: '12', status: 'new' }, 7)).toEqual({ assignee: 12, status: 'new' })
  })
})
