import { startTransition, useEffect, useId, useState, type ReactNode } from 'react';
import { FieldLabel, RequiredMark } from './fields';
import { useUiT } from './i18n';
import { useOptionLabel } from './option-labels';

interface ChoiceProps {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  /** Marked with an asterisk and `aria-required` (the API refuses the form without it). */
  required?: boolean;
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

/** Selects waiting for their options, filled one per frame. */
const waiting: (() => void)[] = [];

function fillNext() {
  // After the next paint: each select's options are rendered, committed and styled in a frame
  // of their own, never all ~300 in one long task.
  requestAnimationFrame(() =>
    setTimeout(() => {
      const fill = waiting.shift();
      if (fill) startTransition(fill);
      if (waiting.length) fillNext();
    }, 0),
  );
}

/**
 * Whether a select renders all its options yet. The search pages' selects hold about 300
 * options: parsing, styling and hydrating them was a good part of the main thread's work before
 * those pages could respond, and none of it shows until the select is opened. Deferred, they are
 * rendered right after the first render, one select per frame, each in a transition (or at once
 * when the select gets focus).
 */
function useAllOptions(deferred: boolean): [boolean, () => void] {
  const [all, setAll] = useState(!deferred);
  useEffect(() => {
    if (all) return;
    const fill = () => setAll(true);
    if (waiting.push(fill) === 1) fillNext();
    return () => {
      const at = waiting.indexOf(fill);
      if (at >= 0) waiting.splice(at, 1);
    };
  }, [all]);
  return [all, () => setAll(true)];
}

/** The options a closed select needs: the chosen one (the first when none is chosen). */
function chosenOnly(
  options: readonly string[],
  value: string,
  placeholder: string | false | undefined,
): readonly string[] {
  if (options.includes(value)) return [value];
  return placeholder === false ? options.slice(0, 1) : [];
}

/**
 * A labelled select from a fixed list; '' stands for nothing chosen yet, which the first option
 * says (spec: "Please select", in the reader's language; its value stays '').
 */
export function SelectField({
  label,
  name,
  value,
  options,
  onChange,
  error,
  hint,
  placeholder,
  labelOf,
  deferOptions = false,
  required,
}: ChoiceProps & {
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  /** The empty first option's text ("Please select" unless told), or false for a select that always has a value. */
  placeholder?: string | false;
  /**
   * What the user reads for an option, when it differs from the value sent. Unless told, a
   * reference value's label in the reader's language (option-labels.ts), else the value.
   */
  labelOf?: (option: string) => string;
  /**
   * A long list on a landing page: the first render holds only the chosen option (what a closed
   * select shows), the rest follow at once after it in a background render, or on focus.
   */
  deferOptions?: boolean;
}) {
  const t = useUiT();
  const referenceLabel = useOptionLabel();
  const optionText = labelOf ?? referenceLabel;
  const id = useId();
  const [allOptions, showAllOptions] = useAllOptions(deferOptions);
  const shown = allOptions ? options : chosenOnly(options, value, placeholder);
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        value={value}
        aria-required={required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
        onFocus={allOptions ? undefined : showAllOptions}
      >
        {placeholder === false ? null : (
          <option value="">{placeholder ?? t('select.pleaseSelect')}</option>
        )}
        {shown.map((option) => (
          <option key={option} value={option}>
            {optionText(option)}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** Several choices from a list (checkboxes in a fieldset), reference values translated. */
export function CheckboxGroup({
  label,
  name,
  values,
  options,
  onChange,
  error,
  hint,
  required,
}: ChoiceProps & {
  values: readonly string[];
  options: readonly string[];
  onChange: (values: string[]) => void;
}) {
  const id = useId();
  const optionText = useOptionLabel();
  const toggle = (option: string, on: boolean) =>
    onChange(on ? [...values, option] : values.filter((value) => value !== option));
  return (
    <fieldset
      className="field choice"
      aria-describedby={describedBy(id, hint, error)}
      data-invalid={error ? true : undefined}
    >
      <legend>
        {label}
        {/* ARIA has no required state for a group of checkboxes: the asterisk is said. */}
        {required ? (
          <>
            {' '}
            <RequiredMark spoken />
          </>
        ) : null}
      </legend>
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
          <label htmlFor={`${id}-${index}`}>{optionText(option)}</label>
        </div>
      ))}
    </fieldset>
  );
}

/**
 * A required choice among radios: `aria-required` belongs to a radio group, not to a fieldset's
 * plain group role, so the fieldset says it is one.
 */
const requiredGroup = (required?: boolean) =>
  required ? ({ role: 'radiogroup', 'aria-required': true } as const) : {};

/** One choice among a few, shown at once (radio buttons in a fieldset). */
export function RadioGroup<V extends string | number>({
  label,
  name,
  value,
  options,
  onChange,
  error,
  required,
}: ChoiceProps & {
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <fieldset
      className="field choice"
      aria-describedby={describedBy(id, undefined, error)}
      data-invalid={error ? true : undefined}
      {...requiredGroup(required)}
    >
      <legend>
        {label}
        {required ? (
          <>
            {' '}
            <RequiredMark />
          </>
        ) : null}
      </legend>
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

/**
 * A fieldset of custom choices (radios drawn by the caller) under a legend, with its error
 * announced and tied to the group.
 */
export function ChoiceFieldset({
  legend,
  error,
  className = 'field choice',
  children,
  required,
}: {
  legend: string;
  error?: string;
  className?: string;
  children: ReactNode;
  /** A choice of radios the form needs: marked, and announced as a required radio group. */
  required?: boolean;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      className={className}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      {...requiredGroup(required)}
    >
      <legend>
        {legend}
        {required ? (
          <>
            {' '}
            <RequiredMark />
          </>
        ) : null}
      </legend>
      {children}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
