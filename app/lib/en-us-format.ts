/**
 * en-US numbers, dollars and dates as `Intl` writes them (checked against it in
 * en-us-format.test.ts), for what the browser formats while a page loads. The first
 * `Intl.NumberFormat` or `Intl.DateTimeFormat` a page makes loads the locale's data: 3 to 16 ms on
 * the main thread of a fast desktop, in one piece, which the ROI calculator paid while its module
 * loaded and again when it hydrated. Numbers this cannot write the same way (infinite, NaN, or so
 * large or small that they print with an exponent) go to `Intl.NumberFormat`, made on first need.
 */
type NumberFormatOptions = {
  /** A US-dollar amount: "$" after the sign, as in "-$1,234". */
  usd?: boolean;
  minimumFractionDigits: number;
  maximumFractionDigits: number;
};

/** "1234567" → "1,234,567". */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

export function numberFormat(options: NumberFormatOptions): (value: number) => string {
  const { usd = false, minimumFractionDigits: min, maximumFractionDigits: max } = options;
  let fallback: Intl.NumberFormat | undefined;
  const viaIntl = (value: number) => {
    fallback ??= new Intl.NumberFormat("en-US", {
      ...(usd ? { style: "currency", currency: "USD" } : {}),
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    });
    return fallback.format(value);
  };

  return (value) => {
    // The shortest decimal that reads back as the same number, which is also what Intl rounds.
    const shortest = String(Math.abs(value));
    if (!Number.isFinite(value) || shortest.includes("e")) return viaIntl(value);
    const negative = value < 0 || Object.is(value, -0);
    const [whole = "0", fraction = ""] = shortest.split(".");

    // Round half away from zero at `max` fraction digits, on the decimal digits themselves.
    let kept = whole + fraction.slice(0, max).padEnd(max, "0");
    if ((fraction[max] ?? "0") >= "5") kept = (BigInt(kept) + 1n).toString().padStart(kept.length, "0");
    const integer = kept.slice(0, kept.length - max) || "0";
    let decimals = kept.slice(kept.length - max);
    while (decimals.length > min && decimals.endsWith("0")) decimals = decimals.slice(0, -1);

    const number = groupThousands(integer) + (decimals ? `.${decimals}` : "");
    return `${negative ? "-" : ""}${usd ? "$" : ""}${number}`;
  };
}

/** The months' names in English, January first, as `Date#getMonth` counts them. */
export const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "November 25, 2026", in the local time zone: `toLocaleDateString("en-US", { dateStyle: "long" })`. */
export const formatLongDate = (date: Date) =>
  `${months[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
