import type { Ref } from 'react';
import type { Failure } from '../../api/errors';
import { OutcomeRegion } from '../../components/OutcomeRegion';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useAnswerText, type Answer } from '../../lib/answers';
import { ensureStaffContentStrings } from './strings';

/** What the last action on the content came to. */
export type Said =
  | { kind: 'saved'; version: number }
  | { kind: 'restored'; from: number; version: number }
  | { kind: 'done'; answer: Answer }
  | { kind: 'failure'; failure: Failure }
  | null;

/** The content section's outcome region: a version saved or restored, a removal's answer, or why it failed. */
export function ContentOutcome({ said, ref }: { said: Said; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslationWith(ensureStaffContentStrings);
  const { text } = useErrorText();
  const answerText = useAnswerText();
  const success =
    said?.kind === 'saved'
      ? t('staffContent.content.saved', { version: String(said.version) })
      : said?.kind === 'restored'
        ? t('staffContent.content.restored', { from: String(said.from), version: String(said.version) })
        : said?.kind === 'done'
          ? answerText(said.answer)
          : null;
  return <OutcomeRegion ref={ref} success={success} failure={said?.kind === 'failure' ? text(said.failure.code, said.failure.params) : null} />;
}
