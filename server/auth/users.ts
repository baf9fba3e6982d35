import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { user } from "../db/schema";

/**
 * Better Auth stores addresses in lower case; whoever types one at the command line may not.
 * Control characters go: no address has them, and PostgreSQL refuses a NUL in a query.
 */
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]/g;

export const normalizeEmail = (address: string) =>
  address.replace(controlCharacters, "").trim().toLowerCase();

/** The refusal for an address without an account, the same from every command and the inbox. */
export const noAccount = (email: string) => `No account uses the e-mail address ${email || "(empty)"}.`;

/** The account behind an address (any case, stray spaces), or undefined. */
export async function findUserByEmail(db: Db, address: string) {
  const [found] = await db
    .select({ id: user.id, email: user.email, role: user.role })
    .from(user)
    .where(eq(user.email, normalizeEmail(address)));
  return found;
}
