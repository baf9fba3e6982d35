import { useState } from "react";
import * as Slider from "@radix-ui/react-slider";
import { FieldHint } from "~/ui/form/field";
import type { Bounded } from "./roi";

type Props = {
  name: string;
  label: string;
  hint: string;
  value: number;
  /** Receives any finite number typed or slid; the caller clamps it to a valid scenario. */
  onChange: (value: number) => void;
  /** With bounds, a slider is paired with the number input. */
  bounds?: Bounded;
  valueText: (value: number) => string;
  prefix?: string;
  suffix?: string;
};

/**
 * A labelled number input, optionally paired with a slider. The input keeps what the visitor is
 * typing until it leaves the field, so half-typed numbers are not overwritten.
 */
export function NumberField({
  name,
  label,
  hint,
  value,
  onChange,
  bounds,
  valueText,
  prefix,
  suffix,
}: Props) {
  // Named after the field: readable in the markup and in tests. The page has one calculator.
  const id = `roi-${name}`;
  const [draft, setDraft] = useState<string | null>(null);
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;

  return (
    <div className="print:hidden">
      {/* Label and input share one row (the label wraps) from 360 px; below that every field stacks. */}
      <div className="grid grid-cols-1 items-end gap-x-4 gap-y-2 min-[360px]:grid-cols-[minmax(0,1fr)_auto]">
        <div className="min-w-0">
          <label id={labelId} htmlFor={id} className="block font-semibold">
            {label}
          </label>
          <FieldHint id={hintId}>{hint}</FieldHint>
        </div>
        <div className="flex w-36 items-center rounded-lg border border-ink-muted bg-surface has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus has-focus-visible:shadow-[0_0_0_2px_var(--color-focus-halo)]">
          {prefix ? (
            <span className="pl-3 text-ink-muted" aria-hidden="true">
              {prefix}
            </span>
          ) : null}
          <input
            id={id}
            name={name}
            type="number"
            inputMode="decimal"
            aria-describedby={hintId}
            className="w-full min-w-0 [appearance:textfield] rounded-lg bg-transparent px-3 py-2 text-right tabular-nums outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
            min={bounds?.min ?? 0}
            max={bounds?.max}
            step={bounds?.step ?? "any"}
            value={draft ?? String(value)}
            onChange={(event) => {
              setDraft(event.target.value);
              const typed = event.target.valueAsNumber;
              if (Number.isFinite(typed)) onChange(typed);
            }}
            onBlur={() => setDraft(null)}
          />
          {suffix ? (
            <span className="pr-3 text-ink-muted" aria-hidden="true">
              {suffix}
            </span>
          ) : null}
        </div>
      </div>
      {bounds ? (
        <Slider.Root
          className="relative mt-3 flex h-8 touch-none items-center select-none"
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={[Math.min(bounds.max, Math.max(bounds.min, value))]}
          onValueChange={([next]) => {
            if (next === undefined) return;
            setDraft(null);
            onChange(next);
          }}
        >
          <Slider.Track className="relative h-2 grow rounded-full bg-line">
            <Slider.Range className="absolute h-full rounded-full bg-brand" />
          </Slider.Track>
          <Slider.Thumb
            aria-labelledby={labelId}
            aria-describedby={hintId}
            aria-valuetext={valueText(value)}
            className="block size-6 rounded-full border-2 border-brand bg-surface shadow-card"
          />
        </Slider.Root>
      ) : null}
    </div>
  );
}
