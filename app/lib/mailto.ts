/**
 * A mailto link to an address a visitor typed: `?`, `#`, `%` and `&` are legal in an address's
 * local part, and must not start a `?cc=` or `?body=` of the link.
 */
export const mailtoHref = (address: string) =>
  `mailto:${address.replace(/[?#%&]/g, (char) => encodeURIComponent(char))}`;
