/**
 * A pure function's answers kept by key, at most `limit` of them (the oldest go first): for work a render repeats with
 * the same inputs (a phone's display form, a date's calendar parts in a zone), issue 43.1 (a cheaper render). Plain
 * values only, so any request of an isolate may read what another one computed.
 */
export function boundedMemo<T>(limit: number, compute: (key: string) => T): (key: string) => T {
  const answers = new Map<string, T>()
  return (key) => {
    if (answers.has(key)) return answers.get(key) as T
    const answer = compute(key)
    answers.set(key, answer)
    if (answers.size > limit) answers.delete(answers.keys().next().value as string)
    return answer
  }
}

const PART_SEPARATOR = '\u0000'

/**
 * The same for a pure function of several strings (a zone and an ISO date, a length and a text): kept under their
 * joined key, at most `limit` answers in all.
 */
export function boundedMemoByStrings<T, Parts extends string[]>(limit: number, compute: (...parts: Parts) => T): (...parts: Parts) => T {
  const byKey = boundedMemo(limit, (key) => compute(...(key.split(PART_SEPARATOR) as Parts)))
  return (...parts) => byKey(parts.join(PART_SEPARATOR))
}
