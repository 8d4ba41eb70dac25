import { useState } from 'react'
import { HydrateWhenNear } from '../../../src/components/HydrateWhenNear'

/** Parts on the first screen and below it: gates open while React hydrates the parts one by one. */
export const PART_COUNT = 40

/** A button that says how often it was pressed: it counts only once its part is hydrated. */
function Counter({ name }: { name: string }) {
  const [presses, setPresses] = useState(0)
  return (
    <button type="button" onClick={() => setPresses(presses + 1)}>
      {name}: {presses}
    </button>
  )
}

/** A long page of parts, each hydrated when it comes near (as the home page's sections are). */
export function PartsPage() {
  return (
    <main>
      {Array.from({ length: PART_COUNT }, (_, index) => (
        <HydrateWhenNear key={index} style={{ minHeight: '10vh' }}>
          <Counter name={`part ${index + 1}`} />
        </HydrateWhenNear>
      ))}
    </main>
  )
}
