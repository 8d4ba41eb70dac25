/**
 * Issue 39.2 (account pre-hijack): what proving an account's address by mail (the verification link, a password
 * reset, an e-mail change confirmation) keeps. Proven with it: the session the proving request carries, if it is one
 * of this account (the mailbox's holder is signed in there, so the account's sign-in methods are theirs), and a new
 * password the reset sets. Also kept: Google and Facebook links made while the address was already proven (a
 * Google-verified registration, or a link made after an earlier proof, which ended everything unproven). Everything
 * else ends: every other session, and links made while nobody had proven the address (someone may have registered
 * another person's address through Facebook, or Google without verifying it).
 */
import { endOtherSessionsStatement } from './sessions'

export interface AddressProof {
  userId: number
  /** The token hash of the proving request's own session of this account; none for a password reset (all end). */
  keepSessionHash?: string
  now: string
}

/** The statements, to run in one batch before the one that marks the address proven (email_verified_at). */
export function addressProofStatements(db: D1Database, proof: AddressProof): D1PreparedStatement[] {
  return [
    ...(proof.keepSessionHash
      ? []
      : [
          db
            .prepare(
              `UPDATE client_users SET google_account_id = NULL, facebook_account_id = NULL, updated = ?2
               WHERE id = ?1 AND email_verified_at IS NULL AND (google_account_id IS NOT NULL OR facebook_account_id IS NOT NULL)`,
            )
            .bind(proof.userId, proof.now),
        ]),
    endOtherSessionsStatement(db, proof.userId, proof.keepSessionHash),
  ]
}
