import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import ru from '../../locales/ru.json'
import { createAppIntl, IntlProvider } from '../i18n/intl'
import { DeskActionStatus } from './desk-action'

const render = (props: Parameters<typeof DeskActionStatus>[0]) => renderToStaticMarkup(createElement(IntlProvider, { intl: createAppIntl('ru', ru), children: createElement(DeskActionStatus, props) }))
const prompt: ReactNode = createElement('form', { className: 'admin-reauth' })

describe('DeskActionStatus: an action\'s error and code prompt where it was run (issue 41)', () => {
  it('shows the error as the alert paragraph the desk\'s pages and e2e specs read, then the prompt', () => {
    expect(render({ action: { error: 'admin.errors.last_admin', prompt: null } })).toBe(`<p class="field__error" role="alert" tabindex="-1">${ru['admin.errors.last_admin']}</p>`)
    expect(render({ action: { error: null, prompt } })).toBe('<form class="admin-reauth"></form>')
    expect(render({ action: { error: null, prompt: null } })).toBe('')
  })

  it('words the error otherwise, or not at all, where the page says so', () => {
    expect(render({ action: { error: 'admin.errors.other', prompt: null }, error: 'admin.errors.invalid_input' })).toBe(`<p class="field__error" role="alert" tabindex="-1">${ru['admin.errors.invalid_input']}</p>`)
    expect(render({ action: { error: 'admin.errors.other', prompt: null }, error: null })).toBe('')
  })

  it('shows what the prompt replaces (the buttons) until the prompt is asked', () => {
    const buttons = createElement('button', { type: 'button' }, 'go')
    expect(render({ action: { error: null, prompt: null }, children: buttons })).toBe('<button type="button">go</button>')
    expect(render({ action: { error: null, prompt }, children: buttons })).toBe('<form class="admin-reauth"></form>')
  })
})
