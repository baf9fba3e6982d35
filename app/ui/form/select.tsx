import type { SelectHTMLAttributes } from "react";
import { formCopy } from "~/content/ui";
import { controlClass } from "./field";

export type Option = { value: string; label: string };

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> & {
  options: readonly Option[];
  /** The first, empty choice, e.g. "Select a subject". */
  placeholder?: string;
};

/** A native select: keyboard, screen reader and phone pickers work as people expect. */
export function Select({
  options,
  placeholder = formCopy.selectPlaceholder,
  className = "",
  ...props
}: SelectProps) {
  const invalid = props["aria-invalid"] === true || props["aria-invalid"] === "true";
  return (
    <select {...props} className={controlClass(invalid, `pr-9 ${className}`)}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
