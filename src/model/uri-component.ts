/** decodeURIComponent made total: a malformed escape (`%ff`, `%E0%A4%A`, a lone `%`) answers undefined instead of throwing. */
export function decodedComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}
