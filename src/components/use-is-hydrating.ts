import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/** True while React hydrates server HTML (it reads the server snapshot then), false in a render of the browser's own. */
export const useIsHydrating = (): boolean => useSyncExternalStore(noSubscription, () => false, () => true)
