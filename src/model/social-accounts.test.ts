import { describe, expect, it } from 'vitest'
import { connectedAccountId, socialActionLabel } from './social-accounts'

describe('social accounts block rules (OAUTH-08…10)', () => {
  it('OAUTH-08: a provider is connected when its account id is there, not when it is null or empty', () => {
    const user = { google_account_id: 'g-1', facebook_account_id: null }
    expect(connectedAccountId(user, 'google')).toBe('g-1')
    expect(connectedAccountId(user, 'facebook')).toBeNull()
    expect(connectedAccountId({ google_account_id: '', facebook_account_id: null }, 'google')).toBeNull()
  })

  it('OAUTH-10: the button says what it does, or that it is under way', () => {
    expect(socialActionLabel(false, false)).toBe('account.profile.oauth.connect')
    expect(socialActionLabel(true, false)).toBe('account.profile.oauth.disconnect')
    expect(socialActionLabel(false, true)).toBe('account.profile.oauth.connecting')
    expect(socialActionLabel(true, true)).toBe('account.profile.oauth.disconnecting')
  })
})
