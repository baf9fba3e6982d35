import type { ReactNode } from "react";

/**
 * The inbox's width: wider than the marketing pages' column, since its tables are the work and a
 * laptop's screen should show every column of them.
 */
export function AdminContainer({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div className={`mx-auto w-full max-w-screen-2xl px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>
  );
}
