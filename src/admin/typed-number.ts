/** A whole number typed in a desk form: null for nothing, -1 (which the server names invalid) for anything else. */
export function wholeOf(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  return /^\d+$/.test(trimmed) ? Number(trimmed) : -1
}
