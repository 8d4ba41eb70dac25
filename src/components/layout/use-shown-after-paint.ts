import { useEffect, useState } from 'react'
import { afterNextPaint } from '../../after-next-paint'

/**
 * Whether a panel that `open` asks for is shown: opening shows it in the frame after the one that paints its button
 * pressed, so the click answers at once and the panel's style and paint come after (issue 43.3); closing hides it
 * at once.
 */
export function useShownAfterPaint(open: boolean): boolean {
  const [shown, setShown] = useState(false)
  // Closing: noticed while rendering (React's pattern for state that follows a value), so the panel hides with it.
  if (!open && shown) setShown(false)
  useEffect(() => (open ? afterNextPaint(() => setShown(true)) : undefined), [open])
  return open && shown
}
