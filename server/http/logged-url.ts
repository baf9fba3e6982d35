import { authBasePath } from "../auth/auth";

/** The longest URL a log line carries; the rest is cut, with the length it had. */
export const maxLoggedUrlLength = 500;

export const redacted = "[redacted]";

/**
 * Path segments that are secrets: the one after each of these prefixes (Better Auth's password
 * reset link, `/api/auth/reset-password/<token>`). Compared without regard to case.
 */
const secretSegmentAfter = [`${authBasePath}/reset-password/`];

/**
 * A request target as the logs may keep it: secret path segments and every query value replaced
 * by "[redacted]" (the keys stay, so a line still says which parameters came), cut to
 * `maxLoggedUrlLength`. Links in e-mails carry their secret in the URL (the reset and confirmation
 * links, the newsletter's unsubscribe link): whoever reads the logs must not be able to use them.
 */
export function loggedUrl(url: string): string {
  const queryAt = url.indexOf("?");
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  const lowerPath = path.toLowerCase();
  const prefix = secretSegmentAfter.find((start) => lowerPath.startsWith(start));
  if (prefix)
    path = `${path.slice(0, prefix.length)}${path.slice(prefix.length).replace(/^[^/]+/, redacted)}`;
  const query =
    queryAt === -1
      ? ""
      : `?${url
          .slice(queryAt + 1)
          .split("&")
          .map((pair) => {
            const equals = pair.indexOf("=");
            return equals === -1 ? pair : `${pair.slice(0, equals)}=${redacted}`;
          })
          .join("&")}`;
  const logged = `${path}${query}`;
  return logged.length <= maxLoggedUrlLength
    ? logged
    : `${logged.slice(0, maxLoggedUrlLength)}… (${logged.length} characters)`;
}
