/** A QR code as an SVG document, drawn on the server with uqr (pure JavaScript, runs in workerd). */
import { renderSVG } from 'uqr'

export function qrSvg(text: string): string {
  return renderSVG(text, { ecc: 'M', border: 2, pixelSize: 6 })
}
