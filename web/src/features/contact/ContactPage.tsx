import { useState, type FormEvent } from 'react';
import type { i18n as I18n } from 'i18next';
import { failureOf, fieldFailures, type Failure } from '../../api/errors';
import type { ContactAnswer, ContactMessage, PlayerView } from '../../api/generated/api';
import { Field, TextAreaField } from '../../components/Field';
import { FormOutcome, SubmitButton } from '../../components/FormFooter';
import { LocaleLink } from '../../components/LocaleLink';
import { PageHeader } from '../../components/PageHeader';
import { usePageTitle } from '../../components/usePageTitle';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { openAccountTab } from '../../lib/accountTabs';
import { useAnswerText } from '../../lib/answers';
import { useStore } from '../../store/store';
import { useSendContactMessage } from './api/sendContactMessage';
import { contactFailures, type ContactValues } from './contactRules';
import { ensureContactStrings } from './strings';

export const SUPPORT_EMAIL = 'support@emeraude.casino';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
/** The fields the server may refuse: the required ones and a complaint's reference. */
const REPORTED = [...FIELDS, 'reference'] as const;
type Reported = (typeof REPORTED)[number];

/** The form's first values: a signed-in player's name and e-mail are filled in. */
function prefilled(player: PlayerView | null): ContactValues {
  const name = player ? `${player.first_name} ${player.last_name}`.trim() || player.username : '';
  return { name, email: player?.email ?? '', subject: '', message: '', reference: '' };
}

/** The page's texts, before a visit's first render (see `PageModule`). */
export const prepare = (i18n: I18n) => ensureContactStrings(i18n, i18n.language);

/**
 * The contact form: checked by casino-core's `contact_failures` as the visitor types (the server
 * runs the same rule), sent to `front/player_send_message`, which keeps it as a support ticket
 * and e-mails support. The answer gives the ticket's number; when the e-mail could not go out the
 * message is still kept, and the page gives support's address to write to directly (the form
 * keeps what was typed). A signed-in player may name the bet or transaction a complaint is about
 * (its reference, copied from the bet or transaction history); the server refuses it on the
 * `reference` field when it is not theirs or past its window (30 days for a bet, twelve weeks for
 * a transaction).
 */
export default function ContactPage() {
  const { t } = useTranslationWith(ensureContactStrings);
  const { text } = useErrorText();
  const answerText = useAnswerText();
  usePageTitle(t('contact.title'));
  const { state } = useStore();
  const player = state.user?.player || null;
  const send = useSendContactMessage();
  const [answer, setAnswer] = useState<ContactAnswer | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const form = useCoreFormik<ContactValues>({
    initial: () => prefilled(player),
    check: contactFailures,
    onSubmit: async (values) => {
      try {
        const body: ContactMessage = {
          name: values.name.trim(),
          email: values.email.trim(),
          subject: values.subject.trim(),
          message: values.message.trim(),
        };
        // Only a signed-in player has the field; left empty, the message is no complaint.
        const reference = player ? values.reference.trim() : '';
        if (reference !== '') body.reference = reference;
        const sent = await send.mutateAsync(body);
        setAnswer(sent);
        // Sent: the next message starts blank (the sender stays). Not e-mailed: what was typed
        // stays on screen, to copy into an e-mail.
        if (sent.code !== 'mailing_failed') form.reset({ ...values, subject: '', message: '', reference: '' });
      } catch (e) {
        const fields = fieldFailures(e);
        const own: Failures<ContactValues> = {};
        for (const name of REPORTED) if (fields[name]) own[name] = fields[name];
        if (!form.reportFields(own)) setFailure(failureOf(e));
      }
    },
  });

  const onSubmit = (event: FormEvent) => {
    setAnswer(null);
    setFailure(null);
    void form.handleSubmit(event);
  };

  const errorOf = (name: Reported) => {
    const f = form.failureOf(name);
    return f ? text(f.code, f.params) : undefined;
  };
  const fieldProps = (name: (typeof FIELDS)[number]) => ({
    name,
    value: form.values[name],
    error: errorOf(name),
    required: true,
    onChange: (e: { target: { value: string } }) => form.set(name, e.target.value),
    onBlur: () => form.touch(name),
  });

  const sent = answer && answer.code !== 'mailing_failed' ? answer : null;
  const notMailed = answer && answer.code === 'mailing_failed' ? answer : null;
  // The e-mail to write instead names the ticket, so support joins the two.
  const mailto = notMailed ? `mailto:${notMailed.support_email}?subject=${encodeURIComponent(`[${notMailed.ticket}] ${form.values.subject.trim()}`.trim())}` : '';

  return (
    <div className="row g-4">
      <div className="col-12 col-lg-7">
        <PageHeader title={t('contact.title')} lead={t('contact.lead')} />
        <form className="row g-3" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={form.busy}>
          <Field id="contact-name" label={t('contact.name')} autoComplete="name" className="col-12 col-md-6" {...fieldProps('name')} />
          <Field
            id="contact-email"
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="off"
            spellCheck={false}
            className="col-12 col-md-6"
            {...fieldProps('email')}
          />
          <Field id="contact-subject" label={t('contact.subject')} {...fieldProps('subject')} />
          <TextAreaField id="contact-message" label={t('contact.message')} rows={6} hint={t('contact.messageHint')} {...fieldProps('message')} />
          {player ? (
            <div className="col-12">
              <Field
                id="contact-reference"
                label={t('contact.reference')}
                hint={t('contact.referenceHint')}
                className=""
                name="reference"
                value={form.values.reference}
                error={errorOf('reference')}
                autoComplete="off"
                autoCapitalize="off"
                autoCorrect="off"
                spellCheck={false}
                onChange={(e) => form.set('reference', e.target.value)}
                onBlur={() => form.touch('reference')}
              />
              {/* Two links, a list of two: read apart by a screen reader, and apart on the page. */}
              <ul className="form-text list-unstyled d-flex flex-wrap column-gap-3 row-gap-1 mt-1 mb-0">
                <li>
                  <LocaleLink to="/user-management" state={openAccountTab('bets')}>
                    {t('contact.betHistory')}
                  </LocaleLink>
                </li>
                <li>
                  <LocaleLink to="/user-management" state={openAccountTab('transactions')}>
                    {t('contact.transactionHistory')}
                  </LocaleLink>
                </li>
              </ul>
            </div>
          ) : null}
          {player ? (
            <p className="col-12 small text-body-secondary mb-0">
              {t('contact.signedIn')}{' '}
              <LocaleLink to="/user-management" state={openAccountTab('mail')}>
                {t('contact.mailbox')}
              </LocaleLink>
            </p>
          ) : null}
          {/* Always there: a live region must exist before what it announces. */}
          <div className={sent ? 'col-12' : 'col-12 mt-0'} role="status">
            {sent ? (
              <div className="alert alert-success mb-0">
                <p className="mb-1">{answerText(sent)}</p>
                <p className="mb-0">{t('contact.ticket', { ticket: sent.ticket })}</p>
              </div>
            ) : null}
          </div>
          {notMailed ? (
            <div className="col-12">
              <div className="alert alert-warning mb-0" role="alert">
                <p className="mb-1">{answerText(notMailed)}</p>
                <p className="mb-1">{t('contact.kept', { ticket: notMailed.ticket })}</p>
                <p className="mb-0">
                  {t('contact.writeTo')} <a href={mailto}>{notMailed.support_email}</a>
                </p>
              </div>
            </div>
          ) : null}
          <FormOutcome failure={failure ? text(failure.code, failure.params) : null} />
          <SubmitButton busy={form.busy} label={t('contact.send')} busyLabel={t('contact.sending')} />
        </form>
      </div>
      <aside className="col-12 col-lg-5">
        <div className="info-card">
          <h2 className="h5">{t('contact.sideTitle')}</h2>
          <p className="mb-2">{t('contact.sideText')}</p>
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </div>
      </aside>
    </div>
  );
}
