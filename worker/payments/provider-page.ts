/** The plain HTML shell of the pages the Worker serves for payment providers (sandbox checkout, Uzum's how-to-pay). */
import { CURRENCY_LABELS, isCurrency, MINOR_UNITS_PER_MAJOR } from '../../src/model/currencies'
import type { Language } from '../../src/model/languages'
import { siteIconLinksHtml } from '../../src/model/site-icons'

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)
}

/** Minor units with the currency's label, e.g. "1250.00 сум". */
export function formatAmount(amount: number, currency: string): string {
  const major = (amount / MINOR_UNITS_PER_MAJOR).toFixed(2)
  return `${major} ${isCurrency(currency) ? CURRENCY_LABELS[currency] : currency}`
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1d1d1f;margin:0;display:flex;justify-content:center}
main{background:#fff;margin:48px 16px;padding:32px;border-radius:12px;max-width:420px;width:100%;box-shadow:0 2px 12px #0001}
h1{font-size:24px;margin:0 0 12px}p{line-height:1.5}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}
dt{color:#666}dd{margin:0}.actions{display:flex;gap:12px;margin-top:24px}form{flex:1}
button{width:100%;padding:12px;border-radius:8px;border:0;font-size:16px;cursor:pointer}
.pay{background:#1a7f37;color:#fff}.decline{background:#e5e7eb;color:#1d1d1f}a{color:#0b57d0}`

/** A whole page with `title` as its heading; `content` is HTML already escaped. */
export function providerPage(language: Language, title: string, content: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">${siteIconLinksHtml()}<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${content}</main></body></html>`
}
