import type { ChangeEvent } from 'react';
import { Field } from './Field';

interface Props {
  /** Prefix of the two fields' ids (`tx-filter` gives `tx-filter-from`, `tx-filter-to`). */
  idPrefix: string;
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  /** Formik's `handleChange`: the fields are named `from` and `to`. */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A history filter's dates: neither end can be picked past the other. */
export function DateRangeFields({ idPrefix, from, to, fromLabel, toLabel, onChange }: Props) {
  return (
    <>
      <Field id={`${idPrefix}-from`} name="from" className="col-6 col-lg-3" type="date" label={fromLabel} value={from} max={to || undefined} onChange={onChange} />
      <Field id={`${idPrefix}-to`} name="to" className="col-6 col-lg-3" type="date" label={toLabel} value={to} min={from || undefined} onChange={onChange} />
    </>
  );
}
