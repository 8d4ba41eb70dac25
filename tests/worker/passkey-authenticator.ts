/**
 * A software WebAuthn authenticator for the Worker tests (issue 41, passkeys): an ECDSA P-256 key in WebCrypto,
 * authenticator data and client data built as a browser and an authenticator would, attestation "none" in CBOR.
 */

const encoder = new TextEncoder()

export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/** A CBOR head (RFC 8949 §3): major type and argument. */
function head(major: number, value: number): Uint8Array<ArrayBuffer> {
  if (value < 24) return Uint8Array.of((major << 5) | value)
  if (value < 0x100) return Uint8Array.of((major << 5) | 24, value)
  if (value < 0x10000) return Uint8Array.of((major << 5) | 25, value >> 8, value & 0xff)
  return Uint8Array.of((major << 5) | 26, value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff)
}

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>

/** A small CBOR encoder: integers, text, bytes and maps, all an attestation object needs. */
export function cbor(value: Cbor): Uint8Array<ArrayBuffer> {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const bytes = encoder.encode(value)
    return concat(head(3, bytes.length), bytes)
  }
  if (value instanceof Uint8Array) return concat(head(2, value.length), value)
  return concat(head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)]))
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
}

/** WebCrypto's r‖s signature as ASN.1 DER, the form WebAuthn's ES256 uses. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0
    while (start < bytes.length - 1 && bytes[start] === 0) start += 1
    const trimmed = bytes.slice(start)
    const body = trimmed[0]! & 0x80 ? concat(Uint8Array.of(0), trimmed) : trimmed
    return concat(Uint8Array.of(0x02, body.length), body)
  }
  const sequence = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)))
  return concat(Uint8Array.of(0x30, sequence.length), sequence)
}

const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 }

function counterBytes(counter: number): Uint8Array {
  return Uint8Array.of(counter >>> 24, (counter >> 16) & 0xff, (counter >> 8) & 0xff, counter & 0xff)
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
}

interface CreationOptions {
  challenge: string
  rp: { id: string }
}

interface RequestOptions {
  challenge: string
  rpId: string
}

/** One passkey: `create` answers navigator.credentials.create(), `get` navigator.credentials.get(), each from `origin`. */
export async function softwareAuthenticator() {
  const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair
  const id = crypto.getRandomValues(new Uint8Array(32))
  let counter = 0
  return {
    id: base64url(id),
    async create(options: CreationOptions, origin: string) {
      const raw = new Uint8Array((await crypto.subtle.exportKey('raw', keys.publicKey)) as ArrayBuffer)
      const coseKey = cbor(new Map<number, Cbor>([[1, 2], [3, -7], [-1, 1], [-2, raw.slice(1, 33)], [-3, raw.slice(33)]]))
      const attested = concat(new Uint8Array(16), Uint8Array.of(id.length >> 8, id.length & 0xff), id, coseKey)
      const authData = concat(await sha256(encoder.encode(options.rp.id)), Uint8Array.of(FLAGS.userPresent | FLAGS.userVerified | FLAGS.attestedData), counterBytes(counter), attested)
      const attestationObject = cbor(new Map<string, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]))
      return {
        id: base64url(id),
        rawId: base64url(id),
        response: { clientDataJSON: base64url(clientData('webauthn.create', options.challenge, origin)), attestationObject: base64url(attestationObject), transports: ['internal'] },
        clientExtensionResults: {},
        type: 'public-key' as const,
      }
    },
    async get(options: RequestOptions, origin: string) {
      counter += 1
      const data = clientData('webauthn.get', options.challenge, origin)
      const authData = concat(await sha256(encoder.encode(options.rpId)), Uint8Array.of(FLAGS.userPresent | FLAGS.userVerified), counterBytes(counter))
      const signed = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, concat(authData, await sha256(data))))
      return {
        id: base64url(id),
        rawId: base64url(id),
        response: { clientDataJSON: base64url(data), authenticatorData: base64url(authData), signature: base64url(derSignature(signed)) },
        clientExtensionResults: {},
        type: 'public-key' as const,
      }
    },
  }
}
