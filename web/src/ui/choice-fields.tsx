import { useId } from 'react';

/** The first option of every select says nothing is chosen yet (spec: "Please select"). */
export const PLEASE_SELECT = 'Please select';

interface ChoiceProps {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}

function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** A labelled select from a fixed list; '' stands for "Please select". */
export function SelectField({
  label,
  name,
  value,
  options,
  onChange,
  error,
  hint,
  placeholder = PLEASE_SELECT,
  labelOf = (option) => option,
}: ChoiceProps & {
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  /** The empty first option's text, or false for a select that always has a value. */
  placeholder?: string | false;
  /** What the user reads for an option, when it differs from the value sent. */
  labelOf?: (option: string) => string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder === false ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** Several choices from a list (checkboxes in a fieldset). */
export function CheckboxGroup({
  label,
  name,
  values,
  options,
  onChange,
  error,
  hint,
}: ChoiceProps & {
  values: readonly string[];
  options: readonly string[];
  onChange: (values: string[]) => void;
}) {
  const id = useId();
  const toggle = (option: string, on: boolean) =>
    onChange(on ? [...values, option] : values.filter((value) => value !== option));
  return (
    <fieldset className="field choice" aria-describedby={describedBy(id, hint, error)}>
      <legend>{label}</legend>
      <FieldMessages id={id} hint={hint} error={error} />
      {options.map((option, index) => (
        <div className="choice__option" key={option}>
          <input
            id={`${id}-${index}`}
            type="checkbox"
            name={name}
            checked={values.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
          />
          <label htmlFor={`${id}-${index}`}>{option}</label>
        </div>
      ))}
    </fieldset>
  );
}

/** One choice among a few, shown at once (radio buttons in a fieldset). */
export function RadioGroup<V extends string | number>({
  label,
  name,
  value,
  options,
  onChange,
  error,
}: ChoiceProps & {
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <fieldset className="field choice" aria-describedby={describedBy(id, undefined, error)}>
      <legend>{label}</legend>
      {options.map((option, index) => (
        <div className="choice__option" key={String(option.value)}>
          <input
            id={`${id}-${index}`}
            type="radio"
            name={name}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <label htmlFor={`${id}-${index}`}>{option.label}</label>
        </div>
      ))}
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
