import { and, eq, like } from "drizzle-orm";
import type { Db } from "../db/client";
import { verification } from "../db/schema";

/**
 * Voids every password-reset link of an account. Better Auth keeps each link as a verification
 * row, `reset-password:<token>` holding the user's id, and deletes only the one used: an older
 * link, or one sent before the password was changed, still set a new password for an hour. Called
 * once a reset or a change of password has succeeded (server/auth/auth.ts).
 */
export async function voidResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, `${resetLinkPrefix}%`), eq(verification.value, userId)));
}

/** Better Auth 1.7's identifier prefix for reset links, as its requestPasswordReset writes them. */
const resetLinkPrefix = "reset-password:";
