import { createAppRootRoute } from '../app-root'

/** The staff desk's router's root (issue 41): the same document and shell as the visitors' (src/app-root.tsx). */
export const Route = createAppRootRoute()
