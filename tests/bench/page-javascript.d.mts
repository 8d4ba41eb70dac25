import type { Browser } from '@playwright/test'

export const JS_BUDGET_BYTES: number

export interface PageJavaScriptFile {
  url: string
  how: 'entry' | 'modulepreload' | 'fetched'
  raw: number
  gzip: number
}

export interface PageJavaScript {
  rows: PageJavaScriptFile[]
  total: { raw: number; gzip: number }
}

export function pageJavaScript(browser: Browser, url: string): Promise<PageJavaScript>
export function pageJavaScriptSummary(pathname: string, measured: PageJavaScript): string
export function pageJavaScriptRows(measured: PageJavaScript): string[]
export function printPageJavaScript(pathname: string, measured: PageJavaScript): void
