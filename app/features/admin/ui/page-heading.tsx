import type { ReactNode } from "react";

/** An inbox page's h1, its line of introduction, and what applies to the whole page. */
export function AdminPageHeading({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-3xl font-bold tracking-tight break-words text-balance sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-2 text-lg text-ink-muted">{intro}</p> : null}
      </div>
      {children ? <div className="flex shrink-0 flex-wrap gap-3">{children}</div> : null}
    </div>
  );
}
