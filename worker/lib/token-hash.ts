/** Tokens handed out in links are stored only as their SHA-256 (hex): the database alone cannot use them. */
export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return hex(digest)
}

/** Bytes as lowercase hex. */
export function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
