import type { ComponentProps } from "react";
import { controlClass } from "./field";

/** A multi-line answer; people can make it taller. */
export function Textarea({ className = "", rows = 4, ...props }: ComponentProps<"textarea">) {
  const invalid = props["aria-invalid"] === true || props["aria-invalid"] === "true";
  return <textarea rows={rows} {...props} className={controlClass(invalid, `resize-y ${className}`)} />;
}
