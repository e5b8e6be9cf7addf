import type { FormEvent } from 'react';
import { fieldFailures } from '../../api/errors';
import type { Done } from '../../api/generated/api';
import { TextAreaField } from '../../components/Field';
import { SubmitButton } from '../../components/FormFooter';
import type { Rules } from '../../core/rules';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useAnswerTicket } from './api/answerTicket';
import { ensureStaffSupportStrings } from './strings';

interface AnswerValues extends Record<string, string> {
  message: string;
}

/** The answer must be there; its length (10 to 5000 characters) is the server's to say. */
function answerFailures(rules: Rules, v: AnswerValues): Failures<AnswerValues> {
  const message = rules.required(v.message).error;
  return message ? { message } : {};
}

export function TicketAnswerForm({ id, onDone, onFailed, onStart }: { id: string; onDone: (answer: Done) => void; onFailed: (e: unknown) => void; onStart: () => void }) {
  const { t } = useTranslationWith(ensureStaffSupportStrings);
  const { text } = useErrorText();
  const answer = useAnswerTicket();
  const form = useCoreFormik<AnswerValues>({
    initial: { message: '' },
    check: answerFailures,
    onSubmit: async (values) => {
      try {
        const sent = await answer.mutateAsync({ id, message: values.message.trim() });
        form.reset({ message: '' });
        onDone(sent);
      } catch (e) {
        const fields = fieldFailures(e);
        if (!fields.message || !form.reportFields({ message: fields.message })) onFailed(e);
      }
    },
  });

  const onSubmit = (event: FormEvent) => {
    onStart();
    void form.handleSubmit(event);
  };

  const failure = form.failureOf('message');
  return (
    <form className="row g-3" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={form.busy}>
      <TextAreaField
        id="admin-ticket-answer"
        name="message"
        label={t('staffSupport.ticket.answer')}
        hint={t('staffSupport.ticket.answerHint')}
        rows={6}
        value={form.values.message}
        error={failure ? text(failure.code, failure.params) : undefined}
        onChange={(e) => form.set('message', e.target.value)}
        onBlur={() => form.touch('message')}
        required
      />
      <SubmitButton busy={form.busy} label={t('staffSupport.ticket.send')} busyLabel={t('staffSupport.ticket.sending')} />
    </form>
  );
}
