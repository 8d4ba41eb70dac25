/**
 * TRAINER-03: the trainer page shows `full_name` with its first word highlighted. The name split at the first run
 * of whitespace: `rest` keeps everything after it (further spaces included), and is empty for a one-word name.
 */
export function splitFirstWord(fullName: string): { first: string; rest: string } {
  const name = fullName.trim()
  const match = /\s+/.exec(name)
  if (!match) return { first: name, rest: '' }
  return { first: name.slice(0, match.index), rest: name.slice(match.index + match[0].length) }
}
