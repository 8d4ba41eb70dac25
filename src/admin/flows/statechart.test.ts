import { describe, expect, it } from 'vitest'
import { paymentPageMachine } from '../../../machines/payment-page.machine'
import { activePaths, chartOf, type ChartState } from './statechart'
import { siteMachines } from './site-machines'

function find(state: ChartState, path: string): ChartState | undefined {
  if (state.path === path) return state
  for (const child of state.states) {
    const found = find(child, path)
    if (found) return found
  }
  return undefined
}

describe('the flows page reads statecharts from the machines themselves (issue 41, QA: the flows)', () => {
  const chart = chartOf(paymentPageMachine)

  it('draws states, the initial one, delays with their lengths, guards and invoked actors', () => {
    expect(chart.id).toBe('paymentPage')
    expect(chart.root.initial).toBe('deciding')
    expect(chart.root.states.map((state) => state.key)).toEqual(['deciding', 'checking', 'settled', 'paid', 'seatSold', 'unpaid'])
    const checking = find(chart.root, 'checking')!
    expect(checking.initial).toBe('waiting')
    // PAY-04: the 10 s limit and the 1.5 s re-check, named as the machine names them.
    expect(checking.transitions).toContainEqual({ kind: 'after', trigger: 'recheckLimit, 10 s', targets: ['settled'], actions: [] })
    expect(find(chart.root, 'checking.waiting')!.transitions).toContainEqual(
      expect.objectContaining({ kind: 'after', trigger: 'recheckInterval, 1.5 s', targets: ['checking.reading'] }),
    )
    const reading = find(chart.root, 'checking.reading')!
    expect(reading.invokes).toEqual(['readOrder'])
    expect(reading.transitions).toEqual([
      { kind: 'done', trigger: 'readOrder', targets: ['checking.evaluating'], actions: ['assign'] },
      { kind: 'error', trigger: 'readOrder', targets: ['checking.waiting'], actions: [] },
    ])
    expect(find(chart.root, 'deciding')!.transitions).toEqual([
      { kind: 'always', trigger: 'always', guard: 'keepsChecking', targets: ['checking'], actions: [] },
      { kind: 'always', trigger: 'always', targets: ['settled'], actions: [] },
    ])
  })

  it('is plain data that survives JSON', () => {
    expect(JSON.parse(JSON.stringify(chart))).toEqual(chart)
  })

  it('marks a snapshot value and its ancestors active', () => {
    expect(activePaths('settled')).toEqual(['settled'])
    expect(activePaths({ checking: 'waiting' })).toEqual(['checking', 'checking.waiting'])
    expect(activePaths({ a: { b: 'c' }, d: 'e' })).toEqual(['a', 'a.b', 'a.b.c', 'd', 'd.e'])
  })

  it('finds every machine file of the site, none left out', async () => {
    const { readdirSync } = await import('node:fs')
    const files = readdirSync(new URL('../../../machines', import.meta.url)).filter((file) => file.endsWith('.machine.ts'))
    const found = new Set(siteMachines().map((machine) => machine.file))
    // form.machine.ts holds the factory of the form machines, which their own files export.
    expect(files.filter((file) => !found.has(file))).toEqual(['form.machine.ts'])
    for (const { machine } of siteMachines()) expect(() => chartOf(machine)).not.toThrow()
    // Each chart is the page's anchor #flow-<id>: one machine an id.
    const ids = siteMachines().map(({ machine }) => machine.id)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
  })
})
