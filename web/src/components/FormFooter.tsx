/**
 * The end of a form: its outcome (a success announced politely, a failure as an alert) and its
 * submit button, which says what it is doing while the call runs.
 */
export function FormOutcome({ success, failure }: { success?: string | null; failure?: string | null }) {
  return (
    <>
      {success !== undefined ? (
        // Always there (a live region must exist before what it announces); empty, it takes no gutter.
        <div className={success ? 'col-12' : 'col-12 mt-0'} role="status">
          {success ? <p className="alert alert-success mb-0">{success}</p> : null}
        </div>
      ) : null}
      {failure ? (
        <div className="col-12">
          <p className="alert alert-danger mb-0" role="alert">
            {failure}
          </p>
        </div>
      ) : null}
    </>
  );
}

export function SubmitButton({ busy, label, busyLabel, block = false }: { busy: boolean; label: string; busyLabel: string; block?: boolean }) {
  return (
    <div className={block ? 'col-12 d-grid' : 'col-12'}>
      <button type="submit" className="btn btn-secondary" disabled={busy}>
        {busy ? <span className="spinner spinner-sm me-2" aria-hidden="true" /> : null}
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
