import type { ReactNode, Ref } from 'react';

/** The page shown when a step succeeded: a check mark, a title, the outcome (announced) and what
 * the player can do next. */
export function SuccessPanel({
  title,
  message,
  children,
  headingRef,
}: {
  title: ReactNode;
  message: string;
  children?: ReactNode;
  /** Lets the page move focus to the title when the panel replaces a form. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <section className="narrow mx-auto text-center py-4 success-panel" aria-labelledby="success-title">
      <div className="success-mark" aria-hidden="true">
        ✓
      </div>
      <h1 id="success-title" className="h2 mb-3" tabIndex={-1} ref={headingRef}>
        {title}
      </h1>
      <p className="lead" role="status">
        {message}
      </p>
      {children}
    </section>
  );
}
