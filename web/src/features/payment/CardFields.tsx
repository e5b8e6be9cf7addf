import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FieldError, useFieldIds } from '../../components/Field';
import { Modal } from '../../components/Modal';

type Bind = (name: 'holder' | 'number' | 'month' | 'year' | 'cvv') => {
  name: string;
  id: string;
  value: string;
  error?: string;
  onChange: (e: { target: { value: string } }) => void;
  onBlur: () => void;
};

/**
 * The card form (cardholder, number, expiry, CVV), with a help dialog about the CVV and 3-D Secure.
 * casino-core reports the expiry on `month`: one message under both expiry controls.
 */
export function CardFields({ bind, threeDs, sandbox }: { bind: Bind; threeDs: boolean; sandbox: boolean }) {
  const { t } = useTranslation();
  const [help, setHelp] = useState(false);
  const month = bind('month');
  const year = bind('year');
  const expiry = useFieldIds('deposit-expiry', month.error);

  return (
    <fieldset className="col-12 card-fields">
      <legend className="h6 mb-0 d-flex flex-wrap align-items-center gap-2">
        <span>{t('deposit.card')}</span>
        <button type="button" className="btn btn-link btn-inline card-help-toggle" aria-haspopup="dialog" onClick={() => setHelp(true)}>
          {t('deposit.help')}
        </button>
      </legend>
      <div className="row g-3">
      {sandbox ? <p className="col-12 small text-body-secondary mb-0">{t('deposit.sandboxCards')}</p> : null}
      <Field label={t('deposit.holder')} {...bind('holder')} autoComplete="cc-name" autoCapitalize="words" spellCheck={false} required />
      <Field
        label={t('deposit.number')}
        {...bind('number')}
        inputMode="numeric"
        autoComplete="cc-number"
        spellCheck={false}
        maxLength={23}
        required
      />
      <fieldset className="col-12 col-sm-7 expiry-group" aria-describedby={expiry.aria['aria-describedby']}>
        <legend className="legend-label mb-2">{t('deposit.expiry')}</legend>
        <div className="row gx-2">
          <div className="col-6">
            {/* The legend captions both controls (their placeholders say which is which): the
                CVV beside them lines up, label to label and box to box. */}
            <label htmlFor={month.id} className="visually-hidden">
              {t('deposit.month')}
            </label>
            <input
              id={month.id}
              name={month.name}
              value={month.value}
              onChange={month.onChange}
              onBlur={month.onBlur}
              className={month.error ? 'form-control is-invalid' : 'form-control'}
              aria-invalid={month.error ? true : undefined}
              aria-describedby={expiry.aria['aria-describedby']}
              inputMode="numeric"
              autoComplete="cc-exp-month"
              placeholder={t('deposit.monthPlaceholder')}
              maxLength={2}
              required
            />
          </div>
          <div className="col-6">
            <label htmlFor={year.id} className="visually-hidden">
              {t('deposit.year')}
            </label>
            <input
              id={year.id}
              name={year.name}
              value={year.value}
              onChange={year.onChange}
              onBlur={year.onBlur}
              className={month.error ? 'form-control is-invalid' : 'form-control'}
              aria-invalid={month.error ? true : undefined}
              aria-describedby={expiry.aria['aria-describedby']}
              inputMode="numeric"
              autoComplete="cc-exp-year"
              placeholder={t('deposit.yearPlaceholder')}
              maxLength={4}
              required
            />
          </div>
        </div>
        <FieldError id={expiry.errorId} error={month.error} />
      </fieldset>
      <Field
        label={t('deposit.cvv')}
        {...bind('cvv')}
        className="col-12 col-sm-5"
        inputMode="numeric"
        autoComplete="cc-csc"
        spellCheck={false}
        maxLength={4}
        required
      />
      {threeDs ? <p className="col-12 small text-body-secondary mb-0">{t('deposit.threedsNote')}</p> : null}
      </div>
      {help ? (
        <Modal title={t('deposit.helpTitle')} closeLabel={t('a11y.close')} onClose={() => setHelp(false)}>
          <h3 className="h6">{t('deposit.cvv')}</h3>
          <p>{t('deposit.helpCvv')}</p>
          <h3 className="h6">3-D Secure</h3>
          <p>{t('deposit.help3ds')}</p>
          <p className="mb-0 text-body-secondary">{t('deposit.helpSafe')}</p>
        </Modal>
      ) : null}
    </fieldset>
  );
}
