import { describe, expect, it } from 'vitest'
import { animateScroll, easeInOutCubic, scrollTarget, SETTLE_FRAMES, type ScrollEnvironment } from './smooth-scroll'

/** A fake browser whose clock advances 100 ms per frame. */
function fakeEnvironment(reducedMotion = false) {
  let time = 0
  let y = 100
  const positions: number[] = []
  const times: number[] = []
  const frames: Array<() => void> = []
  const environment: ScrollEnvironment = {
    now: () => time,
    requestFrame: (callback) => frames.push(callback),
    scrollY: () => y,
    scrollTo: (next) => {
      y = next
      positions.push(next)
      times.push(time)
    },
    reducedMotion: () => reducedMotion,
  }
  const runFrames = () => {
    while (frames.length > 0) {
      time += 100
      frames.shift()?.()
    }
  }
  return { environment, positions, times, runFrames, elapsed: () => time }
}

describe('event page scroll (EVENT-02: 1000 ms, offset −20)', () => {
  it('targets 20 px above the block, below a sticky header, never above the page', () => {
    expect(scrollTarget(500, 100, -20)).toBe(580)
    expect(scrollTarget(500, 100, -20, 74)).toBe(506)
    expect(scrollTarget(-300, 100, -20)).toBe(0)
  })

  it('eases from start to end', () => {
    expect(easeInOutCubic(0)).toBe(0)
    expect(easeInOutCubic(0.5)).toBe(0.5)
    expect(easeInOutCubic(1)).toBe(1)
    expect(easeInOutCubic(0.25)).toBeLessThan(0.25)
  })

  it('animates over the whole duration and ends exactly on the target', async () => {
    const fake = fakeEnvironment()
    const done = animateScroll(() => 1100, 1000, fake.environment)
    fake.runFrames()
    await done
    expect(fake.times.at(-1)).toBe(1000)
    expect(fake.positions).toHaveLength(10)
    // Then it watches the block for a few frames; it has not moved, so nothing more is scrolled.
    expect(fake.elapsed()).toBe(1000 + SETTLE_FRAMES.still * 100)
    expect(fake.positions.at(-1)).toBe(1100)
    // Monotonic, and slow at the start: the first frame covers less than a tenth of the way.
    expect(fake.positions).toEqual([...fake.positions].sort((a, b) => a - b))
    expect((fake.positions[0] ?? 0) - 100).toBeLessThan(100)
  })

  it('jumps at once when the visitor prefers reduced motion', async () => {
    const fake = fakeEnvironment(true)
    await animateScroll(() => 1100, 1000, fake.environment)
    expect(fake.positions).toEqual([1100])
    expect(fake.elapsed()).toBe(0)
  })

  it('ends on a target that moves while it scrolls (a skipped block above it took its real height)', async () => {
    const fake = fakeEnvironment()
    // The block sits 300 px lower once the page has scrolled past the first 400 px.
    const done = animateScroll(() => (fake.environment.scrollY() > 500 ? 1400 : 1100), 1000, fake.environment)
    fake.runFrames()
    await done
    expect(fake.positions.at(-1)).toBe(1400)
    expect(fake.positions).toEqual([...fake.positions].sort((a, b) => a - b))
  })

  it('follows a block that moves just after the last step (a block near it rendered late), then stops on it', async () => {
    const fake = fakeEnvironment()
    const done = animateScroll(() => (fake.elapsed() > 1000 ? 1105 : 1100), 1000, fake.environment)
    fake.runFrames()
    await done
    expect(fake.positions.slice(-2)).toEqual([1100, 1105])
    expect(fake.times.at(-1)).toBe(1100)
  })

  it('gives up following a block that never stops moving', async () => {
    const fake = fakeEnvironment()
    const done = animateScroll(() => 1100 + Math.max(0, fake.elapsed() - 1000), 1000, fake.environment)
    fake.runFrames()
    await done
    expect(fake.elapsed()).toBe(1000 + SETTLE_FRAMES.most * 100)
  })
})
