import { useLoaderData } from '@tanstack/react-router'
import type { ShellData } from './shell-data'

/** Contacts (null when their load failed, ERR-09) and the routable languages the root loader gives the shell. */
export function useShellData(): ShellData {
  return useLoaderData({ from: '__root__' })
}
