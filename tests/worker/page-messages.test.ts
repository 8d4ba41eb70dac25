/**
 * A rendered page carries the messages its render used (worker/ssr/page-messages.ts), parsed as the browser build
 * expects them, so the browser hydrates without downloading the whole catalogue first.
 */
import { describe, expect, it } from 'vitest'
import { isBrowserBuiltMessage } from '../../src/components/layout/browser-built-messages'
import { PAGE_MESSAGES_ELEMENT_ID } from '../../src/i18n/page-messages'
import { recordMessages } from '../../worker/ssr/page-messages'
import { get, MESSAGES } from './helpers'

function pageMessages(html: string): Record<string, unknown> {
  const match = new RegExp(`<script type="application/json" id="${PAGE_MESSAGES_ELEMENT_ID}"[^>]*>(.*?)</script>`, 's').exec(html)
  expect(match, 'the page-messages element').not.toBeNull()
  return JSON.parse(match![1]!) as Record<string, unknown>
}

describe('pages carry the messages they were rendered with', () => {
  it('holds the keys the page shows, parsed, and not the whole catalogue', async () => {
    const response = await get('/en/contacts')
    expect(response.status).toBe(200)
    const html = await response.text()
    const messages = pageMessages(html)
    // The page's title and the shell's menu are rendered from messages that must be there.
    expect(messages['contacts.title']).toEqual([{ type: 0, value: MESSAGES.en['contacts.title'] }])
    expect(Object.keys(messages).length).toBeGreaterThan(10)
    expect(Object.keys(messages).length).toBeLessThan(Object.keys(MESSAGES.en).length / 2)
    for (const key of Object.keys(messages)) expect(MESSAGES.en, key).toHaveProperty([key])
    // It carries the response's nonce like every script element, and sits inside the body after everything rendered.
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1]
    expect(html).toContain(`id="${PAGE_MESSAGES_ELEMENT_ID}" nonce="${nonce}"`)
    expect(html.indexOf(`id="${PAGE_MESSAGES_ELEMENT_ID}"`)).toBeLessThan(html.lastIndexOf('</body>'))
  })

  it("carries the messages of the shell's panels that the browser builds: the server sends them empty (issue 43.3)", async () => {
    const html = await (await get('/en/contacts')).text()
    expect(html).toMatch(/<dialog class="burger-panel"[^>]*><\/dialog>/)
    // The settings dropdown is not one of them: its language links and currency buttons are the page's only ones there.
    expect(html).toMatch(/<div class="header-settings__panel" id="[^"]+"><div class="header-settings__group">/)
    expect(html).toMatch(/<div class="dropdown__panel header-phones__panel" id="[^"]+" hidden=""><\/div>/)
    const messages = pageMessages(html)
    const built = Object.keys(MESSAGES.en).filter(isBrowserBuiltMessage)
    for (const key of ['layout.burger.title', 'layout.menu.label', 'layout.phones.region.KG', 'layout.social.link', 'switches.currency.label']) expect(built).toContain(key)
    for (const key of built) expect(messages, key).toHaveProperty([key])
  })

  it('is given by the 404 page too, in its language', async () => {
    const response = await get('/ky/no-such-page')
    expect(response.status).toBe(404)
    const messages = pageMessages(await response.text())
    expect(Object.keys(messages).length).toBeGreaterThan(0)
  })
})

describe('recordMessages', () => {
  it('notes only what was read since the last reset, and escapes what could end the script', () => {
    const recorder = recordMessages({ a: 'A', b: 'Hello {name}', c: "'<'/script'>'" })
    void recorder.messages.a
    recorder.reset()
    void recorder.messages.b
    void recorder.messages.c
    void recorder.messages.missing
    const script = recorder.script()
    expect(script.match(/<\/script>/g)).toHaveLength(1)
    const json = /<script[^>]*>(.*)<\/script>$/s.exec(script)![1]!
    expect(JSON.parse(json)).toEqual({
      b: [
        { type: 0, value: 'Hello ' },
        { type: 1, value: 'name' },
      ],
      c: [{ type: 0, value: '</script>' }],
    })
  })
})
