import { CHECKED_ROUTES_ENV, openCheckedRoutes } from './support/route-checks'

/** One folder of axe claims for the run (support/route-checks.ts), handed to the workers through the environment. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const { folder, release } = await openCheckedRoutes()
  process.env[CHECKED_ROUTES_ENV] = folder
  return release
}
