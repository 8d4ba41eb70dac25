/**
 * Adds or replaces messages in locales/{ru,en,ky}.json in one read-modify-write, keys sorted:
 *   node worker/tools/messages.mjs '{"layout.menu.shop": {"ru": "Магазин", "en": "Shop", "ky": "Дүкөн"}}'
 * or with a JSON file of that shape: node worker/tools/messages.mjs --file path.json
 * Every key must come in all three languages (OQ-01: no English left in the Kyrgyz UI).
 */
import fs from 'node:fs'

const LANGUAGES = ['ru', 'en', 'ky']
const root = new URL('../../locales/', import.meta.url)
const [first, second] = process.argv.slice(2)
const input = JSON.parse(first === '--file' ? fs.readFileSync(second, 'utf8') : first)

for (const [key, texts] of Object.entries(input)) {
  const missing = LANGUAGES.filter((language) => typeof texts[language] !== 'string' || !texts[language])
  if (missing.length) {
    console.error(`${key}: missing ${missing.join(', ')}`)
    process.exit(2)
  }
}
for (const language of LANGUAGES) {
  const file = new URL(`${language}.json`, root)
  const catalogue = JSON.parse(fs.readFileSync(file, 'utf8'))
  for (const [key, texts] of Object.entries(input)) catalogue[key] = texts[language]
  const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b)))
  fs.writeFileSync(file, JSON.stringify(sorted, null, 2) + '\n')
}
console.log(`${Object.keys(input).length} message(s) written to ${LANGUAGES.join(', ')}`)
