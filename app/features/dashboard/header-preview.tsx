import { Mic } from "lucide-react";
import { dashboardCopy } from "~/content/dashboard";
import { minimumContrast, whiteContrast } from "./brand";

const copy = dashboardCopy.brand.preview;

const readable = (colour: string) =>
  /^#[0-9a-f]{6}$/i.test(colour) && whiteContrast(colour) >= minimumContrast;

/**
 * The assistant's header as the city's residents will see it: name, logo and colour. A colour
 * white text cannot be read on is not shown (its refusal says why): `fallback` stands in.
 */
export function HeaderPreview({
  name,
  domain,
  colour,
  logoSrc,
  fallback,
}: {
  fallback: string;
  name: string;
  domain: string;
  colour: string;
  logoSrc: string | null;
}) {
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="font-semibold">{copy.heading}</figcaption>
      <div
        className="flex items-center gap-4 rounded-lg p-4 text-white"
        style={{ backgroundColor: readable(colour) ? colour : fallback }}
        data-testid="header-preview"
      >
        {logoSrc ? (
          <img
            src={logoSrc}
            alt=""
            width={48}
            height={48}
            className="size-12 rounded bg-white object-contain p-1"
          />
        ) : null}
        <div className="min-w-0">
          <p className="truncate text-lg font-bold">{name || dashboardCopy.brand.displayName.hint}</p>
          <p className="truncate text-sm">{domain}</p>
        </div>
        <span className="ml-auto hidden items-center gap-2 rounded-full border border-white/60 px-3 py-1 text-sm sm:inline-flex">
          <Mic aria-hidden="true" className="size-4" />
          {copy.assistant}
        </span>
      </div>
    </figure>
  );
}
