import type { Ref } from 'react';

/**
 * Where the outcome of an action shows: a success is announced politely, a failure as an alert.
 * The region can take the focus when the control that acted is gone (a cancelled row's button).
 */
export function OutcomeRegion({ success, failure, ref }: { success?: string | null; failure?: string | null; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} className="outcome">
      <div role="status">{success ? <p className="alert alert-success mb-3">{success}</p> : null}</div>
      {failure ? (
        <p className="alert alert-danger mb-3" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
