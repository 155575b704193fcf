import { useId, type ComponentProps, type InputHTMLAttributes, type ReactNode } from 'react';
import { useUiT } from './i18n';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>;

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  multiline = false,
  ...rest
}: InputProps & {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  multiline?: boolean;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const shared = {
    id,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...shared} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...rest} {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = ComponentProps<typeof TextField>;

/** An e-mail address, with the mobile keyboard and autofill for one; labelled "E-mail" unless told. */
export function EmailField(props: Omit<TextFieldProps, 'label'> & { label?: string }) {
  const t = useUiT();
  return (
    <TextField
      type="email"
      autoComplete="email"
      inputMode="email"
      {...props}
      label={props.label ?? t('field.email')}
    />
  );
}

/** A password the user already has; props given (autoComplete, hint) win over these. */
export function PasswordField(props: TextFieldProps) {
  return <TextField type="password" autoComplete="current-password" {...props} />;
}

/** A password being chosen: password managers offer one, and the rule is said up front. */
export function NewPasswordField(props: TextFieldProps) {
  const t = useUiT();
  return <PasswordField autoComplete="new-password" hint={t('field.passwordRule')} {...props} />;
}

/** A checkbox with its label beside it; `after` holds links that must sit outside the label. */
export function CheckboxField({
  label,
  name,
  checked,
  onChange,
  error,
  after,
}: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  after?: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field field--checkbox">
      <div className="field__row">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {after}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A multiline text with a live "12 / 500 characters" count under its label. */
export function CountedTextField({
  max,
  ...props
}: Omit<TextFieldProps, 'multiline' | 'hint'> & { max: number }) {
  const t = useUiT();
  // Plain digits ("42 / 1000"), as a phone's character counter shows them.
  const count = props.value.trim().length;
  return <TextField {...props} multiline hint={t('field.counted', { count, max })} />;
}
