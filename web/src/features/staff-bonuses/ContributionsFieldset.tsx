import { useTranslationWith } from '../../i18n/useTranslationWith';
import { fieldId as f } from './campaignFields';
import type { Row } from './campaignValues';
import { ensureStaffBonusesStrings } from './strings';

interface Props {
  rows: Row[];
  /** The game categories a contribution may name. */
  categories: string[];
  /** The server's refusal of the contributions as a whole. */
  error?: string;
  onChange: (key: number, patch: Partial<Row>) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}

/** How much of each game category's stakes counts towards the wagering: a row per category, added and removed in place. */
export function ContributionsFieldset({ rows, categories, error, onChange, onAdd, onRemove }: Props) {
  const { t } = useTranslationWith(ensureStaffBonusesStrings);
  const c = (key: string, params: Record<string, string> = {}) => t(`staffBonuses.campaignForm.${key}`, params);
  return (
    <fieldset className="col-12" aria-describedby={f('contributions-lead')}>
      <legend className="h6 mb-1">{c('contributions')}</legend>
      <p id={f('contributions-lead')} className="form-text mt-0">
        {c('contributionsLead')}
      </p>
      {rows.length === 0 ? <p className="text-body-secondary small">{c('noContribution')}</p> : null}
      <ul className="list-unstyled mb-2">
        {rows.map((row, i) => {
          const n = String(i + 1);
          const aria = error ? { 'aria-invalid': true, 'aria-describedby': f('contributions-error') } : {};
          return (
            <li key={row.key} className="row g-2 align-items-end mb-2">
              <div className="col-12 col-sm-6">
                <label htmlFor={f(`category-${row.key}`)} className="form-label">
                  {c('category', { n })}
                </label>
                <select
                  id={f(`category-${row.key}`)}
                  className={error ? 'form-select is-invalid' : 'form-select'}
                  value={row.category}
                  onChange={(e) => onChange(row.key, { category: e.target.value })}
                  {...aria}
                >
                  {/* A category the server no longer lists stays choosable as it was saved. */}
                  {(categories.includes(row.category) ? categories : [row.category, ...categories]).map((category) => (
                    <option key={category} value={category}>
                      {category}
                    </option>
                  ))}
                </select>
              </div>
              <div className="col-8 col-sm-4">
                <label htmlFor={f(`share-${row.key}`)} className="form-label">
                  {c('share', { n })}
                </label>
                <input
                  id={f(`share-${row.key}`)}
                  className={error ? 'form-control is-invalid' : 'form-control'}
                  value={row.percent}
                  inputMode="numeric"
                  autoComplete="off"
                  onChange={(e) => onChange(row.key, { percent: e.target.value })}
                  {...aria}
                />
              </div>
              <div className="col-4 col-sm-2">
                <button
                  type="button"
                  className="btn btn-outline-danger w-100"
                  aria-label={c('removeOf', { category: row.category, n })}
                  onClick={() => onRemove(row.key)}
                >
                  {c('remove')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {error ? (
        <div id={f('contributions-error')} className="invalid-feedback d-block mb-2" role="alert">
          {error}
        </div>
      ) : null}
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onAdd} disabled={categories.length === 0}>
        {c('addCategory')}
      </button>
    </fieldset>
  );
}
