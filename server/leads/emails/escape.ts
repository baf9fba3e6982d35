/*
 * What React cannot escape: header values. HTML escaping is React's (layout.tsx renders every
 * visitor value as text); layout.test.ts holds the tests that show it.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const lineBreaking = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;

/**
 * One line for a subject or a header. A CR or LF in a value would let a visitor start a header
 * of their own (a Bcc, say), so every control character becomes a space. Long values are cut:
 * a subject is read in an inbox list, not in full.
 */
export function headerSafe(value: string, max = 200): string {
  const line = value.replace(lineBreaking, " ").replace(/\s+/g, " ").trim();
  // By code point, so a cut never splits an emoji into half a surrogate pair.
  const chars = Array.from(line);
  return chars.length > max
    ? `${chars
        .slice(0, max - 3)
        .join("")
        .trimEnd()}...`
    : line;
}
