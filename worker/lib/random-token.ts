/** ≥128 random bits as base64url (BE-11): access codes, sandbox invoice ids. */
export function randomToken(bytes = 24): string {
  const random = crypto.getRandomValues(new Uint8Array(bytes))
  return btoa(String.fromCharCode(...random)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}
