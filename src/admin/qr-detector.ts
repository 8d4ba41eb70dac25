/**
 * Reads a QR code from a camera frame or a photo (issue 44, the door): the browser's BarcodeDetector where it reads QR
 * codes, else ZXing's WebAssembly decoder (zxing-qr.ts, imported only then: the door's page alone loads it).
 */
export type QrSource = HTMLVideoElement | ImageBitmap

export type QrReader = (source: QrSource) => Promise<string | null>

interface BarcodeDetectorLike {
  detect(source: QrSource): Promise<{ rawValue: string }[]>
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike
  getSupportedFormats(): Promise<string[]>
}

/** The largest side a frame is scaled down to before ZXing reads it (a phone's camera gives 1920 px and more). */
const MAX_SIDE = 800

function sizeOf(source: QrSource): { width: number; height: number } {
  return source instanceof HTMLVideoElement ? { width: source.videoWidth, height: source.videoHeight } : { width: source.width, height: source.height }
}

async function nativeReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
  if (!Detector || !(await Detector.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) return null
  const detector = new Detector({ formats: ['qr_code'] })
  return async (source) => (await detector.detect(source))[0]?.rawValue ?? null
}

async function wasmReader(): Promise<QrReader> {
  const { loadZxingQr } = await import('./zxing-qr')
  const decode = await loadZxingQr()
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })!
  return async (source) => {
    const { width, height } = sizeOf(source)
    if (!width || !height) return null
    const scale = Math.min(1, MAX_SIDE / Math.max(width, height))
    canvas.width = Math.round(width * scale)
    canvas.height = Math.round(height * scale)
    context.drawImage(source, 0, 0, canvas.width, canvas.height)
    return decode(context.getImageData(0, 0, canvas.width, canvas.height))
  }
}

let reader: Promise<QrReader> | null = null

/** The page's QR reader, made once (made again at the next call if it failed: the decoder's download, say). */
export function qrReader(): Promise<QrReader> {
  const made = (reader ??= nativeReader().then((native) => native ?? wasmReader()))
  made.catch(() => {
    if (reader === made) reader = null
  })
  return made
}
