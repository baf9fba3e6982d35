/**
 * The brand a city sets up in step 1, checked the same way in the page and on the server: its
 * name, state, the Shop{City}.com domain it wants and a colour that white text can sit on.
 */
import { z } from "zod";
import { dashboardCopy, usStates } from "~/content/dashboard";

const m = dashboardCopy.brand.errors;

/** Shop + the city's name (letters, digits, inner hyphens) + .com, within DNS's 63 characters. */
const domainPattern = /^shop[a-z0-9](?:[a-z0-9-]{0,54}[a-z0-9])?\.com$/i;

export function isShopDomain(value: string): boolean {
  return domainPattern.test(value.trim());
}

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG contrast ratio of white text on this #rrggbb colour (1 to 21). */
export function whiteContrast(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/** WCAG AA for normal text: the assistant's header text is white on the brand colour. */
export const minimumContrast = 4.5;

const colourPattern = /^#[0-9a-f]{6}$/i;

/** Rounded down, so that "4.5" is never said of a colour that fails the 4.5 rule. */
export const formatRatio = (ratio: number) => `${Math.floor(ratio * 100) / 100}:1`;

export const brandSchema = z.object({
  displayName: z
    .string({ error: m.displayName })
    .trim()
    .min(1, m.displayName)
    .max(80, m.displayNameLong)
    .refine((value) => !/[<>\0]/.test(value), m.displayNamePlain),
  state: z.enum(usStates.map((state) => state.value) as [string, ...string[]], { error: m.state }),
  domain: z.string({ error: m.domain }).trim().refine(isShopDomain, m.domain),
  brandColor: z
    .string({ error: m.colour })
    .trim()
    .refine((value) => colourPattern.test(value), m.colour)
    .transform((value) => value.toLowerCase())
    .superRefine((value, ctx) => {
      const ratio = whiteContrast(value);
      if (ratio < minimumContrast) ctx.addIssue({ code: "custom", message: m.contrast(formatRatio(ratio)) });
    }),
});

export type BrandInput = z.output<typeof brandSchema>;

/** Logos: the formats a browser shows everywhere, up to 2 MB, checked by decoding (server/launch/logo.ts). */
export const logoLimits = {
  maxBytes: 2 * 1024 * 1024,
  types: ["image/png", "image/jpeg", "image/webp"] as const,
} as const;
export type LogoType = (typeof logoLimits.types)[number];
