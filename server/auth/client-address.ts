/**
 * The header our server sets to the client address it worked out (honouring TRUST_PROXY), and the
 * one Better Auth's rate limiter reads. Whatever a visitor sends under this name is dropped first.
 */
export const clientAddressHeader = "x-shopcity-client-address";
