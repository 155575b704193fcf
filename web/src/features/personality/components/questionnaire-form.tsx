import { useState, type FormEvent } from 'react';
import { items, likertScale } from '@core/personality/questionnaire';
import { isKeptOffline } from '../../../lib/api-error';
import { useFocusOnRefusal } from '../../../lib/forms/focus-on-refusal';
import { RadioGroup } from '../../../ui/choice-fields';
import { ErrorState, SendError } from '../../../ui/status';
import { useSubmitAnswers } from '../api/submit-answers';
import { usePersonalityT, type PersonalityKey } from '../i18n';

/** A statement's key: its id (test/unit/personality-words.test.ts checks every one is there). */
const statementKey = (id: string) => `item.${id}` as PersonalityKey;

/** The statements, one fieldset each, with progress; every one must be answered. */
export function QuestionnaireForm({ replacing }: { replacing: boolean }) {
  const t = usePersonalityT();
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [showMissing, setShowMissing] = useState(false);
  const submit = useSubmitAnswers();
  const { sentFrom, refused } = useFocusOnRefusal();
  const answered = items.filter((item) => answers[item.id] !== undefined).length;
  const missing = items.length - answered;
  const scale = likertScale.map(({ value }) => ({ value, label: t(`likert.${value}` as const) }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    sentFrom(event);
    if (missing > 0) {
      // Focus goes to the first statement left unanswered.
      setShowMissing(true);
      return refused();
    }
    submit.mutate(answers);
  };

  // Kept offline: scored once the network is back; the answers are not sent a second time.
  if (isKeptOffline(submit.error)) return <SendError error={submit.error} />;
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label={t('form.label')}>
      <p className="field__hint">{t('form.help')}</p>
      <p id="personality-progress" role="status" aria-live="polite">
        {t('form.progress', { answered, total: items.length })}
      </p>
      <progress max={items.length} value={answered} aria-labelledby="personality-progress" />
      {items.map((item, index) => (
        <RadioGroup
          key={item.id}
          label={`${index + 1}. ${t(statementKey(item.id))}`}
          name={item.id}
          required
          value={answers[item.id]}
          options={scale}
          onChange={(value) => setAnswers((old) => ({ ...old, [item.id]: value }))}
          error={showMissing && answers[item.id] === undefined ? t('form.unanswered') : undefined}
        />
      ))}
      <div>
        {showMissing && missing > 0 ? (
          <ErrorState message={t('form.missing', { count: missing })} />
        ) : null}
        {submit.isError ? <SendError error={submit.error} /> : null}
      </div>
      {replacing ? <p className="field__hint">{t('form.replacing')}</p> : null}
      <button type="submit" className="button" disabled={submit.isPending}>
        {submit.isPending ? t('form.busy') : t('form.submit')}
      </button>
    </form>
  );
}
