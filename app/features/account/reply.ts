import type { AccountIntent } from "./schemas";

/** Field name → its messages, as `parseWithZod` reports them. */
export type FieldErrors = Record<string, string[] | null | undefined>;

/** What the set-up of two-factor sign-in shows: everything comes from Better Auth's otpauth URI. */
export type TwoFactorSetupView = {
  /** The otpauth:// URI: the QR code's content, and a link that opens an app on this device. */
  totpURI: string;
  /** The base32 key inside the URI, for typing into an app by hand. */
  secret: string;
  backupCodes: string[];
  /** The QR code of `totpURI`, as an SVG image's data: URL. */
  qr: string;
};

/**
 * What the action of /account answers when it does not move on to a new page: refused answers
 * (`errors` per field), a failure of the whole form (`message`), or the next step of two-factor
 * set-up. A finished change instead redirects to /account with a notice.
 */
export type AccountReply = {
  intent: AccountIntent;
  status: "invalid" | "failed" | "setup";
  errors: FieldErrors;
  message?: string;
  setup?: TwoFactorSetupView;
};
