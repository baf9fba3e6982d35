import { site } from "~/content/site";
import { securityTxtPath } from "~/content/routes";

/**
 * How long a security.txt stays valid after it is built. RFC 9116 asks for less than a year, so
 * that a file nobody maintains any more stops being trusted; each build (and so each deploy)
 * renews it.
 */
export const securityTxtLifetimeDays = 180;

/** The body of /.well-known/security.txt (RFC 9116), as of `now`. */
export function securityTxt(origin: string, now: Date): string {
  const expires = new Date(now.getTime() + securityTxtLifetimeDays * 86_400_000);
  // Whole seconds read better, and the RFC's examples use them.
  expires.setUTCMilliseconds(0);
  return [
    `Contact: mailto:${site.securityEmail}`,
    `Expires: ${expires.toISOString().replace(".000Z", "Z")}`,
    "Preferred-Languages: en",
    `Canonical: ${origin}${securityTxtPath}`,
    "",
  ].join("\n");
}
