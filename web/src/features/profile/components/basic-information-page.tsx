import { countryByName } from '@core/reference/countries';
import { educationLevels, experienceOptions, languages, sexOptions } from '@core/reference/options';
import type { Me } from '../../../lib/use-me';
import { RadioGroup, SelectField } from '../../../ui/choice-fields';
import { useCountryLabel, useCountryNames } from '../../../ui/country-labels';
import { TextField } from '../../../ui/fields';
import { useSaveSection } from '../api/save-section';
import { LocationFields } from '../../../ui/location-fields';
import { InstitutionAboutFields } from './institution-about-fields';
import { UseMyLocation } from './use-my-location';
import { dateInput } from './profile-sections';
import { SectionForm, sectionPage, type SectionFormProps } from './section-form';
import { lazyCheck } from '../../../lib/forms/lazy-check';
import { textsOf, useTypedForm, withoutBlanks } from '../../../lib/forms/use-typed-form';
import { useProfileT, type ProfileKey } from '../i18n';

const checkBody = lazyCheck(() =>
  import('./section-checks').then((checks) => checks.checkBasicInformation),
);

const yesNo = ['Yes', 'No'] as const;
const visibility: { value: number; label: ProfileKey }[] = [
  { value: 0, label: 'basic.visible' },
  { value: 1, label: 'basic.hidden' },
];

const initialOf = (me: Me) => ({
  ...textsOf(me, [
    'fullname',
    'surname',
    'username',
    'sex',
    'phone',
    'region',
    'town',
    'address',
    'postcode',
    'education',
    'experience',
    'driver',
    'car',
    'smoker',
    'origin',
  ] as const),
  dob: dateInput(me.dob),
  currently_in: me.currently_in ?? 'Zambia',
  language1: me.languages?.[0] ?? '',
  language2: me.languages?.[1] ?? '',
  language3: me.languages?.[2] ?? '',
  radioValue: me.radioValue ?? 0,
  info: me.info ?? '',
  contact_person: me.contact_person ?? '',
  services: me.services ?? [],
});
type Values = ReturnType<typeof initialOf>;

function BasicInformationForm({ me, reload }: SectionFormProps) {
  const save = useSaveSection('basic-information');
  const t = useProfileT();
  const person = me.user_type !== 'institution';
  const form = useTypedForm(checkBody, initialOf(me), (values: Values) => {
    const { language1, language2, language3, radioValue, info, contact_person, services, ...rest } =
      values;
    const spoken = [language1, language2, language3].filter(Boolean);
    return {
      ...withoutBlanks(rest),
      ...(spoken.length ? { languages: spoken } : {}),
      // Sent even when emptied, so an institution can take a description or service back.
      ...(person ? {} : { info, contact_person, services }),
      radioValue,
      version: me.version ?? 1,
    };
  });
  const setLocation = (changes: Partial<Pick<Values, 'currently_in' | 'region' | 'town'>>) => {
    for (const [name, value] of Object.entries(changes)) form.set(name as keyof Values, value);
  };
  const dial = countryByName(form.values.currently_in)?.dialCode;
  const countryNames = useCountryNames();
  const countryLabel = useCountryLabel();
  return (
    <SectionForm
      section="basic_information"
      save={save}
      reload={reload}
      onSubmit={form.submitTo(save)}
      submitLabel={t('basic.save')}
    >
      <TextField
        label={person ? t('basic.firstNames') : t('basic.institutionName')}
        autoComplete={person ? 'given-name' : 'organization'}
        required
        {...form.text('fullname')}
      />
      {person ? null : (
        <InstitutionAboutFields
          info={form.text('info')}
          contactPerson={form.text('contact_person')}
          services={{
            values: form.values.services,
            onChange: (chosen) => form.set('services', chosen),
            error: form.errors.services,
          }}
        />
      )}
      {person ? (
        <TextField
          label={t('basic.surname')}
          autoComplete="family-name"
          {...form.text('surname')}
        />
      ) : null}
      <TextField
        label={t('basic.username')}
        hint={t('basic.usernameHint')}
        autoComplete="username"
        {...form.text('username')}
      />
      <TextField
        label={t('basic.phone')}
        hint={dial ? t('basic.phoneHint', { dial }) : undefined}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        {...form.text('phone')}
      />
      <LocationFields
        required
        values={form.values}
        errors={form.errors}
        locate={
          <UseMyLocation
            onFound={(found) =>
              setLocation({
                currently_in: found.currently_in,
                region: found.region ?? '',
                town: found.town ?? '',
              })
            }
          />
        }
        onChange={setLocation}
      />
      <TextField
        label={t('basic.address')}
        hint={t('basic.private')}
        autoComplete="street-address"
        {...form.text('address')}
      />
      <TextField
        label={t('basic.postcode')}
        autoComplete="postal-code"
        {...form.text('postcode')}
      />
      {person ? (
        <>
          <SelectField label={t('basic.sex')} options={sexOptions} {...form.text('sex')} />
          <TextField
            label={t('basic.dob')}
            type="date"
            hint={t('basic.private')}
            {...form.text('dob')}
          />
          <SelectField
            label={t('basic.language', { number: 1 })}
            options={languages}
            {...form.text('language1')}
            error={form.errors.languages}
          />
          <SelectField
            label={t('basic.language', { number: 2 })}
            options={languages}
            {...form.text('language2')}
          />
          <SelectField
            label={t('basic.language', { number: 3 })}
            options={languages}
            {...form.text('language3')}
          />
          <SelectField
            label={t('basic.education')}
            options={educationLevels}
            {...form.text('education')}
          />
          <SelectField
            label={t('basic.experience')}
            options={experienceOptions}
            {...form.text('experience')}
          />
          <SelectField label={t('basic.drive')} options={yesNo} {...form.text('driver')} />
          <SelectField
            label={t('basic.car')}
            hint={t('basic.shown')}
            options={yesNo}
            {...form.text('car')}
          />
          <SelectField label={t('basic.smoke')} options={yesNo} {...form.text('smoker')} />
          <SelectField
            label={t('basic.origin')}
            hint={t('basic.shown')}
            options={countryNames}
            labelOf={countryLabel}
            {...form.text('origin')}
          />
        </>
      ) : null}
      <RadioGroup
        label={t('basic.visibility')}
        name="radioValue"
        value={form.values.radioValue}
        options={visibility.map(({ value, label }) => ({ value, label: t(label) }))}
        onChange={(value) => form.set('radioValue', value)}
        error={form.errors.radioValue}
      />
    </SectionForm>
  );
}

/** /my_account/{caregiver|institution}/my_profile/basic_information_edit/:return */
export const BasicInformationPage = sectionPage('basic_information', BasicInformationForm);
