/** A spinner with what is loading, announced as a status. */
export function Loading({ label, small = false }: { label: string; small?: boolean }) {
  return (
    <div className={small ? 'd-flex align-items-center gap-2 mb-2' : 'd-flex align-items-center gap-2 py-4'} role="status">
      <span className={small ? 'spinner spinner-sm' : 'spinner'} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
