import { useId, type ComponentProps, type InputHTMLAttributes, type ReactNode } from 'react';
import { useUiT } from './i18n';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'required'>;

/**
 * A required field's asterisk: seen, hidden from screen readers (they hear the control's
 * `aria-required` instead of "star"), and kept outside the label so the field's name stays the
 * label's words. Not the native `required`: its bubbles speak the browser's language and come
 * before the app's own translated messages. `spoken` where no `aria-required` can say it (a
 * group of checkboxes).
 */
export function RequiredMark({ spoken = false }: { spoken?: boolean }) {
  return (
    <span className="field__required" aria-hidden={spoken ? undefined : true}>
      *
    </span>
  );
}

/** A field's message, which its control names in aria-describedby (`id`); nothing when none. */
function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="field__error" id={id}>
      {error}
    </p>
  ) : null;
}

/** A field's label, with the asterisk beside it when the field is required. */
export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: ReactNode;
  required?: boolean;
}) {
  const text = <label htmlFor={htmlFor}>{label}</label>;
  if (!required) return text;
  return (
    <span className="field__label">
      {text} <RequiredMark />
    </span>
  );
}

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  multiline = false,
  required,
  ...rest
}: InputProps & {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  multiline?: boolean;
  /** Marked with an asterisk and `aria-required` (the API refuses the form without it). */
  required?: boolean;
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
    'aria-required': required ? true : undefined,
  };
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} required={required} />
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
      <FieldError id={errorId} error={error} />
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
  hint,
  after,
  required,
}: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  /** What ticking it means, under it and read with it (aria-describedby). */
  hint?: ReactNode;
  after?: ReactNode;
  /** A box that must be ticked (terms): marked and `aria-required`. */
  required?: boolean;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="field field--checkbox">
      <div className="field__row">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          aria-required={required ? true : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
        {required ? <RequiredMark /> : null}
      </div>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {after}
      <FieldError id={errorId} error={error} />
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

/**
 * A file to choose, labelled, its refusal (too big, wrong kind) announced and tied to it like a
 * text field's, so a refused submit can move focus to it (lib/forms/focus-on-refusal.ts).
 */
export function FileField({
  label,
  accept,
  onChoose,
  error,
}: {
  label: string;
  accept: readonly string[];
  onChoose: (file: File | undefined) => void;
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={accept.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChoose(event.target.files?.[0])}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
