import { Link } from "react-router";
import { pagerCopy } from "~/content/admin";
import { buttonStyles } from "~/ui/layout";

/**
 * Keyset pages: "Next page" carries the cursor of the last row shown; the way back is to the
 * newest (a keyset has no page numbers to go back to). Both keep the page's other parameters.
 */
export function Pager({
  path,
  query,
  cursor,
  next,
}: {
  path: string;
  query: URLSearchParams;
  cursor: string | null;
  next: string | null;
}) {
  if (!cursor && !next) return null;
  const href = (nextCursor: string | null) => {
    const params = new URLSearchParams(query);
    params.delete("cursor");
    if (nextCursor) params.set("cursor", nextCursor);
    const text = params.toString();
    return text ? `${path}?${text}` : path;
  };
  return (
    <nav aria-label={pagerCopy.label} className="flex flex-wrap gap-3">
      {cursor ? (
        <Link to={href(null)} className={buttonStyles.secondary}>
          {pagerCopy.first}
        </Link>
      ) : null}
      {next ? (
        <Link to={href(next)} className={buttonStyles.primary}>
          {pagerCopy.next}
        </Link>
      ) : null}
    </nav>
  );
}
