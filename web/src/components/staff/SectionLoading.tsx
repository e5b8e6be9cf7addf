import { ReadingState } from './ReadingState';

/** A staff section's place while its texts load. */
export function SectionLoading() {
  return (
    <div className="card">
      <div className="card-body">
        <ReadingState loading failure={null} onRetry={() => undefined} />
      </div>
    </div>
  );
}
