import { CircleCheck } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";

type SuccessScreenProps = {
  title: string;
  children: ReactNode;
  /** The buttons or links under the text. */
  actions: ReactNode;
  headingLevel?: 2 | 3 | 4;
};

/**
 * What replaces a form after it was sent (pilot, demo). Its heading takes focus, so keyboard and
 * screen-reader users land on the result rather than on the vanished button.
 */
export function SuccessScreen({ title, children, actions, headingLevel = 3 }: SuccessScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const Heading = (["h2", "h3", "h4"] as const)[headingLevel - 2] ?? "h2";
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent">
        <CircleCheck aria-hidden="true" className="size-8" />
      </span>
      <Heading
        ref={heading}
        tabIndex={-1}
        // Without JavaScript, autofocus does what the effect does.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        className="text-2xl font-bold tracking-tight outline-none"
      >
        {title}
      </Heading>
      <div className="max-w-md text-lg text-pretty text-ink-muted">{children}</div>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">{actions}</div>
    </div>
  );
}
