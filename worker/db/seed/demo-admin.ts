/** The local demo admin's credentials (README "The staff desk"); local databases only. */
export const DEMO_ADMIN = {
  email: 'admin@vershina.example',
  password: 'desk-demo-2026',
  totpSecret: 'K2UG7XQBZVDLTQ3DCLGMQSFB2F2K7VC6',
  passwordHash: 'pbkdf2-sha256$100000$M74KOXOeJ8WT5Ywjuz3dYg==$p39jjQj/x/BffEyef/4kvndJdncLRXGAIkWQtYYXU3Y=',
} as const
