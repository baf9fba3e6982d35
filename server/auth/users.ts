import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { user } from "../db/schema";

/** Better Auth stores addresses in lower case; whoever types one at the command line may not. */
export const normalizeEmail = (address: string) => address.trim().toLowerCase();

// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]/g;

/**
 * The refusal for an address without an account, the same from every command and the inbox.
 * Control characters are left out of the sentence: it is printed to a terminal and a page.
 */
export const noAccount = (email: string) =>
  `No account uses the e-mail address ${email.replace(controlCharacters, "") || "(empty)"}.`;

/**
 * The account behind an address (any case, stray spaces), or undefined. An address with a
 * control character has no account (none can be made with one), and PostgreSQL would refuse the
 * query for a NUL: it is refused as unknown, not quietly cleaned into another address.
 */
export async function findUserByEmail(db: Db, address: string) {
  const email = normalizeEmail(address);
  if (new RegExp(controlCharacters.source).test(email)) return undefined;
  const [found] = await db
    .select({ id: user.id, email: user.email, role: user.role })
    .from(user)
    .where(eq(user.email, email));
  return found;
}
