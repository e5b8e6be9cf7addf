import type { Failure } from '../../api/errors';
import { useErrorText } from '../../i18n/useErrorText';
import { OutcomeRegion } from '../OutcomeRegion';

/**
 * A staff form's refusal that names none of its fields, in the form's grid (empty, its row takes
 * no gutter; the region is there before what it announces).
 */
export function FormFailure({ failure }: { failure: Failure | null }) {
  const { text } = useErrorText();
  return (
    <div className={failure ? 'col-12' : 'col-12 mt-0'}>
      <OutcomeRegion failure={failure ? text(failure.code, failure.params) : null} />
    </div>
  );
}
