import { Transform } from 'node:stream'

/**
 * Notices `wrangler dev` prints on every start that tell a person running the site nothing (issue 39.14): each is
 * dropped from its first line through its last. Warnings and errors of the Worker itself pass.
 */
const BANNERS = [{ first: /Scheduled Workers are not automatically triggered/, last: /cron-triggers/ }]

/** A line filter for wrangler's output: the banners above go, and so do the blank lines that framed them. */
export function withoutBanners() {
  let pending = ''
  let inBanner = null
  let blanks = 0
  let printed = false
  const pass = (line) => {
    if (inBanner) {
      if (inBanner.last.test(line)) inBanner = null
      return ''
    }
    const banner = BANNERS.find((candidate) => candidate.first.test(line))
    if (banner) {
      inBanner = banner.last.test(line) ? null : banner
      blanks = 0
      return ''
    }
    if (line.trim() === '') {
      blanks += 1
      return ''
    }
    const kept = `${printed && blanks > 0 ? '\n' : ''}${line}\n`
    blanks = 0
    printed = true
    return kept
  }
  return new Transform({
    transform(chunk, _encoding, done) {
      const lines = (pending + chunk).split('\n')
      pending = lines.pop() ?? ''
      done(null, lines.map(pass).join(''))
    },
    flush(done) {
      done(null, pending ? pass(pending) : '')
    },
  })
}
