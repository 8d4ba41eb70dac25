/**
 * A small, valid one-page PDF (A4, Helvetica) with a title and lines of text: the demo documents of the seed
 * (BE-26 locally: no downloads). Text is printable ASCII; anything else becomes "?".
 */

function escaped(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`)
}

/** A comment block of exactly `bytes` bytes (lines of '%' and filler), which PDF readers skip. */
function padding(bytes: number): string {
  const line = `%${'-'.repeat(78)}\n`
  const whole = Math.floor(bytes / line.length)
  const rest = bytes - whole * line.length
  return line.repeat(whole) + (rest > 0 ? `%${'-'.repeat(Math.max(0, rest - 2))}\n`.slice(-rest) : '')
}

/**
 * The bytes of a PDF whose page shows `title` in large type and then `lines`; `size` pads it with a comment to
 * exactly that many bytes, so a document the content lists with its size (ABOUT-03) really has that size.
 */
export function demoPdf(title: string, lines: readonly string[], size?: number): Uint8Array {
  const text = [
    'BT /F1 22 Tf 56 770 Td',
    `(${escaped(title)}) Tj`,
    '/F1 12 Tf 0 -36 Td 16 TL',
    ...lines.map((line) => `(${escaped(line)}) '`),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ]
  const header = '%PDF-1.4\n'
  let pad = 0
  let pdf = build(header, objects)
  // The startxref offset grows by a digit or so with the padding: settle in a few rounds.
  for (let round = 0; round < 5 && size !== undefined && pdf.length !== size && pad + size - pdf.length >= 0; round++) {
    pad += size - pdf.length
    pdf = build(header + padding(pad), objects)
  }
  return new TextEncoder().encode(pdf)
}

/** The file: `start` (the header and any padding), the numbered objects, the cross-reference table and trailer. */
function build(start: string, objects: readonly string[]): string {
  let pdf = start
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(pdf.length)
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return pdf
}
