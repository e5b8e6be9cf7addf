import type { Ref } from 'react';
import { useErrorText } from '../../i18n/useErrorText';
import { useAnswerText } from '../../lib/answers';
import type { Outcome } from '../../lib/staff/outcome';
import { OutcomeRegion } from '../OutcomeRegion';

/** The outcome region of a staff form: its last decision's answer, or why it failed. */
export function StaffOutcome({ outcome, ref }: { outcome: Outcome; ref?: Ref<HTMLDivElement> }) {
  const { text } = useErrorText();
  const answerText = useAnswerText();
  return (
    <OutcomeRegion
      ref={ref}
      success={outcome?.kind === 'success' ? answerText(outcome.answer, outcome.params) : null}
      failure={outcome?.kind === 'failure' ? text(outcome.failure.code, outcome.failure.params) : null}
    />
  );
}
