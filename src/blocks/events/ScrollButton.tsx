import type { MouseEvent, ReactNode } from 'react'
import { afterNextPaint } from '../../after-next-paint'
import { scrollToBlock } from './smooth-scroll'

/**
 * A link to a block of the page (EVENT-02): without JavaScript the fragment jumps there; with it the page scrolls
 * smoothly (1000 ms, −20 px) and focus moves to the block. The scroll begins once the click's frame has painted: its
 * reads of the page's layout stay out of the click's task (issue 43.3).
 */
export function ScrollButton({ target, className, children }: { target: string; className?: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    afterNextPaint(() => void scrollToBlock(target))
  }
  return (
    <a href={`#${target}`} className={className} onClick={onClick}>
      {children}
    </a>
  )
}
