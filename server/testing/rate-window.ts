/**
 * The tests' rate-limit window: a day, the longest allowed. Limits count in fixed windows that
 * start at the clock's own edges (every ten minutes by default), so a burst that straddles an
 * edge starts counting again: a test that sends one attempt over the limit would then see it
 * allowed (CI hit one at a ten-minute edge). A day's edge is midnight UTC.
 */
export const testRateWindowSeconds = 86_400;
