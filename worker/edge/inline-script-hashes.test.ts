import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, inlineScripts } from './inline-script-hashes'

describe('inline script hashes (issue 43.1)', () => {
  it('takes the scripts the browser runs, not external ones or data blocks', () => {
    const html = `<head><script>a()</script><script src="/x.js"></script><script type="module">b()</script>
      <script type="application/ld+json">{"@type":"Event"}</script><SCRIPT class="$tsr">c()</SCRIPT >
      <script type="application/json" id="m">{}</script><script data-src="x">d()</script></head>`
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()', 'd()'])
  })

  it("gives each distinct script's SHA-256 as a CSP source", async () => {
    // echo -n 'a()' | openssl dgst -sha256 -binary | base64
    expect(await inlineScriptHashes('<script>a()</script><script>a()</script>')).toEqual(["'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='"])
  })
})
