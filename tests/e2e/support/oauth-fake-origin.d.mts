export function oauthFakeOrigin(e2ePort?: number): string
