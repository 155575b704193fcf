import type { Deduction } from '@core/wages/schemas';
import { SelectField } from '../../../ui/choice-fields';
import { TextField } from '../../../ui/fields';
import type { Statutory } from '../api/wages';
import { useWagesT } from '../i18n';
import { minorOf } from './words';

/** A deduction as typed: a statutory code (or '' for the parent's own label) and the amount. */
export interface DeductionRow {
  code: string;
  label: string;
  amount: string;
}

/** The rows as the API takes them, or undefined while one is incomplete. */
export function deductionsOf(rows: DeductionRow[], currency: string): Deduction[] | undefined {
  const out: Deduction[] = [];
  for (const row of rows) {
    const amount_minor = minorOf(row.amount, currency);
    if (amount_minor === undefined || !row.label.trim()) return undefined;
    out.push(
      row.code
        ? { kind: 'statutory', code: row.code, label: row.label, amount_minor }
        : { kind: 'other', label: row.label.trim(), amount_minor },
    );
  }
  return out;
}

const OTHER = 'other';

/**
 * The deductions the parent records: each either one the country's law names (offered by name,
 * with the rule it follows: the parent works the amount out, it is never computed for them) or
 * one of their own, labelled in their words.
 */
export function DeductionRows({
  rows,
  onChange,
  statutory,
  currency,
  error,
}: {
  rows: DeductionRow[];
  onChange: (rows: DeductionRow[]) => void;
  statutory: Statutory[];
  currency: string;
  error?: string;
}) {
  const t = useWagesT();
  const byCode = new Map(statutory.map((s) => [s.code, s]));
  const set = (index: number, change: Partial<DeductionRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="field">
      <legend>{t('deductions.title')}</legend>
      {rows.length === 0 ? <p className="field__hint">{t('deductions.none')}</p> : null}
      {rows.map((row, index) => {
        const rule = byCode.get(row.code);
        return (
          <div className="card" key={index} data-testid={`deduction-${index}`}>
            <SelectField
              label={t('deductions.kind', { number: index + 1 })}
              name={`deduction-${index}-kind`}
              placeholder={false}
              value={row.code || OTHER}
              options={[...statutory.map((s) => s.code), OTHER]}
              labelOf={(code) => byCode.get(code)?.label ?? t('deductions.other')}
              onChange={(code) =>
                set(
                  index,
                  code === OTHER
                    ? { code: '', label: '' }
                    : { code, label: byCode.get(code)?.label ?? code },
                )
              }
              hint={rule?.rule}
            />
            {rule ? (
              <p className="field__hint">
                <a href={rule.source_url}>{t('deductions.source', { label: rule.label })}</a>
              </p>
            ) : null}
            {row.code ? null : (
              <TextField
                label={t('deductions.label', { number: index + 1 })}
                name={`deduction-${index}-label`}
                required
                maxLength={80}
                value={row.label}
                onChange={(label) => set(index, { label })}
              />
            )}
            <TextField
              label={t('deductions.amount', { number: index + 1, currency })}
              name={`deduction-${index}-amount`}
              inputMode="decimal"
              required
              value={row.amount}
              onChange={(amount) => set(index, { amount })}
            />
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              {t('deductions.remove', { number: index + 1 })}
            </button>
          </div>
        );
      })}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {rows.length < 10 ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            onChange([
              ...rows,
              statutory[0]
                ? { code: statutory[0].code, label: statutory[0].label, amount: '' }
                : { code: '', label: '', amount: '' },
            ])
          }
        >
          {t('deductions.add')}
        </button>
      ) : null}
    </fieldset>
  );
}
