import { describe, expect, it, vi } from 'vitest'
import { nextTask } from './next-task'

describe('nextTask', () => {
  it('resumes in a later task, after work already queued, never within the current one', async () => {
    const order: string[] = []
    setTimeout(() => order.push('queued task'), 0)
    const resumed = nextTask({}).then(() => order.push('resumed'))
    await Promise.resolve()
    await Promise.resolve()
    expect(order).toEqual([])
    await resumed
    expect(order).toEqual(['queued task', 'resumed'])
  })

  it('uses scheduler.yield() where the browser has it', async () => {
    const yieldToMain = vi.fn(() => Promise.resolve())
    await nextTask({ scheduler: { yield: yieldToMain } })
    expect(yieldToMain).toHaveBeenCalledTimes(1)
  })
})
