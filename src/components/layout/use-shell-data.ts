import { useLoaderData } from '@tanstack/react-router'
import type { ShellData } from './shell-data'

/** Contacts and languages the root loader loaded for the whole shell (null when a load failed, ERR-09). */
export function useShellData(): ShellData {
  return useLoaderData({ from: '__root__' })
}
