import type { InputHTMLAttributes } from "react";
import { controlClass } from "./field";

/** A single-line answer. */
export function Input({ className = "", type = "text", ...props }: InputHTMLAttributes<HTMLInputElement>) {
  const invalid = props["aria-invalid"] === true || props["aria-invalid"] === "true";
  return <input type={type} {...props} className={controlClass(invalid, className)} />;
}
