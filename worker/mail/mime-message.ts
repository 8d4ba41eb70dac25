/**
 * A raw MIME message (RFC 5322, RFC 2045–2047) as Cloudflare's `send_email` binding takes it: From, To, Subject,
 * Date, Message-ID, and the plain text and HTML alternatives as UTF-8 base64 in lines of 76. Small and free of
 * polyfills, unlike the library it replaces (mimetext brought some 190 core-js modules into the Worker).
 */
import type { OutgoingMail } from './transport'

const CRLF = '\r\n'
/**
 * Bytes of UTF-8 one encoded-word carries: `=?UTF-8?B?` + 56 base64 characters + `?=` is 68 (RFC 2047 allows 75), so
 * `Subject: ` and a word stay within RFC 5322's 78 characters a line.
 */
const WORD_BYTES = 42
/** An address the headers may carry as it is: no spaces, brackets, quotes, commas or line breaks. */
const ADDRESS = /^[^\s<>()[\]",;:\\@]+@[^\s<>()[\]",;:\\@]+$/

function base64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** A text as UTF-8 base64 on one line. */
export function base64Text(text: string): string {
  return base64(new TextEncoder().encode(text))
}

/** A body as UTF-8 base64 in lines of 76 characters (RFC 2045 §6.8). */
export function base64Body(text: string): string {
  return base64Text(text).replace(/.{76}(?=.)/g, `$&${CRLF}`)
}

/**
 * A header's free text: as it is when it is printable ASCII, else RFC 2047 encoded-words of whole characters, one
 * per folded line. Line breaks in the text are encoded too, so they can never start a header of their own.
 */
export function encodedWords(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text) && !text.includes('=?')) return text
  const encoder = new TextEncoder()
  const words: string[] = []
  let chunk = ''
  for (const character of text) {
    if (chunk && encoder.encode(chunk + character).length > WORD_BYTES) {
      words.push(chunk)
      chunk = ''
    }
    chunk += character
  }
  if (chunk) words.push(chunk)
  return words.map((word) => `=?UTF-8?B?${base64(encoder.encode(word))}?=`).join(`${CRLF} `)
}

/** `Name <address>` or a bare address, for a From or To header; throws on an address a header cannot carry. */
export function addressHeader(mailbox: string): string {
  const match = /^\s*(.*?)\s*<([^<>]*)>\s*$/.exec(mailbox)
  const [name, address] = match ? [match[1]!, match[2]!] : ['', mailbox.trim()]
  if (!ADDRESS.test(address)) throw new Error(`not a mail address: ${JSON.stringify(address)}`)
  if (!name) return address
  if (/^[\w !#$%&'*+\-/=?^`{|}~.]*$/.test(name)) return `${name} <${address}>`
  if (/^[\x20-\x7e]*$/.test(name)) return `${JSON.stringify(name)} <${address}>`
  return `${encodedWords(name)}${CRLF} <${address}>`
}

/** RFC 5322's date: `Sat, 28 Nov 2026 08:52:42 +0000`. */
function dateHeader(date: Date): string {
  return date.toUTCString().replace(/GMT$/, '+0000')
}

function part(contentType: string, text: string): string {
  return [`Content-Type: ${contentType}; charset=UTF-8`, 'Content-Transfer-Encoding: base64', '', base64Body(text)].join(CRLF)
}

/** A file part: its own content type, named by a filename a header can carry (RFC 2183, RFC 2231 for others). */
function attachmentPart(file: OutgoingMail['attachments'][number]): string {
  const plain = /^[\w.-]{1,60}$/.test(file.filename)
  const name = plain ? `filename="${file.filename}"` : `filename*=UTF-8''${encodeURIComponent(file.filename)}`
  const type = /^[\w.+-]+\/[\w.+-]+(; ?[\w-]+=[\w-]+)*$/.test(file.contentType) ? file.contentType : 'application/octet-stream'
  return [`Content-Type: ${type}; charset=UTF-8`, `Content-Disposition: attachment; ${name}`, 'Content-Transfer-Encoding: base64', '', base64Body(file.content)].join(CRLF)
}

function newBoundary(): string {
  return `=_${crypto.randomUUID().replace(/-/g, '')}`
}

/** The plain text and HTML alternatives, wrapped with the attachments in multipart/mixed when there are any. */
function messageBody(mail: OutgoingMail): { contentType: string; body: string[] } {
  const boundary = newBoundary()
  const alternative = [`--${boundary}`, part('text/plain', mail.text), `--${boundary}`, part('text/html', mail.html), `--${boundary}--`]
  const alternativeType = `multipart/alternative;${CRLF} boundary="${boundary}"`
  if (mail.attachments.length === 0) return { contentType: alternativeType, body: alternative }
  const mixed = newBoundary()
  return {
    contentType: `multipart/mixed;${CRLF} boundary="${mixed}"`,
    body: [
      `--${mixed}`,
      `Content-Type: ${alternativeType}`,
      '',
      ...alternative,
      ...mail.attachments.flatMap((file) => [`--${mixed}`, attachmentPart(file)]),
      `--${mixed}--`,
    ],
  }
}

/** The message; `date` and `messageId` for tests, else now and a fresh id at the sender's domain. */
export function mimeMessage(from: string, mail: OutgoingMail, options: { date?: Date; messageId?: string } = {}): string {
  const sender = addressHeader(from)
  const domain = /@([^>]+)>?$/.exec(sender)![1]
  const { contentType, body } = messageBody(mail)
  const headers = [
    `From: ${sender}`,
    `To: ${addressHeader(mail.to)}`,
    `Subject: ${encodedWords(mail.subject)}`,
    `Date: ${dateHeader(options.date ?? new Date())}`,
    `Message-ID: <${options.messageId ?? `${crypto.randomUUID()}@${domain}`}>`,
    'MIME-Version: 1.0',
    `Content-Type: ${contentType}`,
  ]
  return [...headers, '', ...body, ''].join(CRLF)
}
