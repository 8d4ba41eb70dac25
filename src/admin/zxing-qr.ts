import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader'
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url'

/** QR codes only, read as hard as the decoder can (a tilted phone, a crumpled printout, a code on a dark screen). */
const QR_ONLY: ReaderOptions = { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 }

/**
 * The door's WebAssembly QR decoder (issue 44): ZXing's reader, its .wasm served from our own build (a hashed file
 * under /assets/), never from the CDN the package names by default. Resolves once the module is compiled.
 */
export async function loadZxingQr(): Promise<(image: ImageData) => Promise<string | null>> {
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  })
  return async (image) => (await readBarcodes(image, QR_ONLY)).find((result) => result.isValid)?.text ?? null
}
