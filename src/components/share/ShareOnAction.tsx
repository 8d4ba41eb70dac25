import { HydrateWhenNear } from '../HydrateWhenNear'
import { lazyPart } from '../lazy-part'
import type { ShareButtonProps } from './ShareButton'

const ShareButtonPart = lazyPart(() => import('./ShareButton').then((module) => module.ShareButton))

/**
 * The share button (SHARE-01…03) whose code loads with the visitor's first action on the page, not with the page
 * (issue 40.2): the server's button is there from the first paint, and a click on it before its code has arrived is
 * kept and replayed (src/early-clicks.ts).
 */
export function ShareOnAction(props: ShareButtonProps) {
  return (
    <HydrateWhenNear onActionOnly className="share-slot">
      <ShareButtonPart {...props} />
    </HydrateWhenNear>
  )
}
