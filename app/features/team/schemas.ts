import { z } from "zod";
import { authLimits } from "~/content/account";
import { teamCopy } from "~/content/team";
import { cleanInput, fitsMailbox } from "~/features/auth/schemas";

const m = teamCopy.errors;

/**
 * The invitation form's one field, checked in the browser and by the route's action. Stored in
 * lower case, as the organization plugin compares addresses; an address no mail server takes
 * (over 64 characters before the @) could never receive the invitation.
 */
export const inviteSchema = z.object({
  email: z.preprocess(
    cleanInput,
    z
      .string({ error: m.emailMissing })
      .min(1, m.emailMissing)
      .max(authLimits.maxEmailLength, m.emailTooLong)
      .pipe(z.email(m.emailInvalid))
      .refine(fitsMailbox, m.emailInvalid)
      .transform((value) => value.toLowerCase()),
  ),
});

/** The id a cancel or remove button carries: the plugin's ids are UUIDs here; anything else is gone. */
export const rowIdSchema = z.string().trim().min(1).max(100);
