import { createAppRootRoute } from '../app-root'

/** The visitors' router's root: the app's document and shell (src/app-root.tsx). */
export const Route = createAppRootRoute()
