/** The local demo staff's credentials (README "The staff desk"); local databases only. All share one password. */
const password = 'desk-demo-2026'
const passwordHash = 'pbkdf2-sha256$100000$M74KOXOeJ8WT5Ywjuz3dYg==$p39jjQj/x/BffEyef/4kvndJdncLRXGAIkWQtYYXU3Y='

export const DEMO_ADMIN = { email: 'admin@vershina.example', password, passwordHash, totpSecret: 'K2UG7XQBZVDLTQ3DCLGMQSFB2F2K7VC6', name: ['Demo', 'Admin'], roles: ['admin'] } as const
export const DEMO_MANAGER = { email: 'manager@vershina.example', password, passwordHash, totpSecret: 'YVHGZU4I5FEZ3O5STAUXHW2LOFNBFHQN', name: ['Demo', 'Manager'], roles: ['manager'] } as const
export const DEMO_MODERATOR = { email: 'moderator@vershina.example', password, passwordHash, totpSecret: 'IYV626NS6BUXD6JSLXJ42IE6QGDAPJRA', name: ['Demo', 'Moderator'], roles: ['moderator'] } as const

export const DEMO_DOOR = { email: 'door@vershina.example', password, passwordHash, totpSecret: 'AWOQVWYPQ34NEVJDXPT2FAKSXOTKWLVU', name: ['Demo', 'Door'], roles: ['door'] } as const

export const DEMO_EDITOR = { email: 'editor@vershina.example', password, passwordHash, totpSecret: 'MDTTQTVSSOPCNGABOEKPDXF3LALDCKZ6', name: ['Demo', 'Editor'], roles: ['editor'] } as const

export const DEMO_STAFF = [DEMO_ADMIN, DEMO_MANAGER, DEMO_MODERATOR, DEMO_DOOR, DEMO_EDITOR] as const
