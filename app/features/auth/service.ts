/** What routes see of accounts; the server implements it with Better Auth (server/auth/). */

export type AccountUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  /** Better Auth's admin role: opens the team's inbox under /admin. */
  isAdmin: boolean;
  createdAt: string;
};

export type AccountSession = {
  user: AccountUser;
  session: { id: string; expiresAt: string };
};

/**
 * The answer of one auth call. `headers` carry what the browser must get back (Set-Cookie) and
 * must be passed on by the route whether the call succeeded or not.
 */
export type AuthResult<T = Record<string, unknown>> =
  | { ok: true; data: T; headers: Headers }
  | { ok: false; status: number; code: string; message: string; headers: Headers };

export type SignOutScope = "local" | "global" | "others";

export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

export interface AuthService {
  /** The signed-in visitor (cookie or `Authorization: Bearer`), or null; `headers` may renew the cookie. */
  getSession(request: Request): Promise<{ session: AccountSession | null; headers: Headers }>;
  /**
   * Whether the browser holds a sign-in that waits for its second step (the two-factor code):
   * false once that step's few minutes are over, or for a visitor who never signed in.
   */
  awaitsSecondStep(request: Request): Promise<boolean>;
  signIn(
    request: Request,
    input: { email: string; password: string },
  ): Promise<AuthResult<{ twoFactorRedirect?: boolean }>>;
  /** Sends the confirmation e-mail; its link lands on `callbackPath`. */
  signUp(
    request: Request,
    input: { email: string; password: string; callbackPath: string },
  ): Promise<AuthResult>;
  /**
   * A new confirmation link for an address that waits for one; answers alike for an unknown or
   * confirmed address. Rate-limited per client address.
   */
  sendVerificationEmail(
    request: Request,
    input: { email: string; callbackPath: string },
  ): Promise<AuthResult>;
  signOut(request: Request, scope: SignOutScope): Promise<AuthResult>;
  /** Always answers alike whether the address has an account or not. */
  requestPasswordReset(request: Request, input: { email: string; redirectPath: string }): Promise<AuthResult>;
  resetPassword(request: Request, input: { token: string; newPassword: string }): Promise<AuthResult>;
  changePassword(
    request: Request,
    input: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean },
  ): Promise<AuthResult>;
  /** Starts two-factor set-up: the authenticator's URI and one-time backup codes. */
  enableTwoFactor(request: Request, input: { password: string }): Promise<AuthResult<TwoFactorSetup>>;
  /** A code from the app: finishes set-up, or the second step of a sign-in. */
  verifyTotp(request: Request, input: { code: string }): Promise<AuthResult>;
  verifyBackupCode(request: Request, input: { code: string }): Promise<AuthResult>;
  disableTwoFactor(request: Request, input: { password: string }): Promise<AuthResult>;
}
