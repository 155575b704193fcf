import { useId } from 'react';
import type { UserType } from '@core/actor';
import { ChoiceFieldset } from '../../../ui/choice-fields';

/** The four user types of registration. Childcarers are called caregivers on screen (spec 1). */
export const userTypeOptions: { value: UserType; label: string; hint: string }[] = [
  { value: 'parent', label: 'Parent', hint: 'I want to hire a caregiver' },
  { value: 'childcarer', label: 'Caregiver', hint: 'I look after children or adults' },
  { value: 'cook', label: 'Cook', hint: 'I cook for families or patients' },
  { value: 'institution', label: 'Institution', hint: 'We train or place caregivers' },
];

/** The user type named in the address (/register/parent, /register/caregiver ...), if any. */
export function userTypeFromParam(param: string | undefined): UserType | '' {
  const value = param === 'caregiver' ? 'childcarer' : param;
  return userTypeOptions.find((option) => option.value === value)?.value ?? '';
}

export function UserTypeChoice({
  value,
  onChange,
  error,
}: {
  value: UserType | '';
  onChange: (value: UserType) => void;
  error?: string;
}) {
  const baseId = useId();
  return (
    <ChoiceFieldset legend="I am registering as" error={error}>
      {userTypeOptions.map((option) => {
        // The hint is a description, not part of the name: "Caregiver" must name one radio only.
        const id = `${baseId}-${option.value}`;
        return (
          <div key={option.value} className="choice__option">
            <input
              id={id}
              type="radio"
              name="user_type"
              value={option.value}
              checked={value === option.value}
              aria-describedby={`${id}-hint`}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={id}>{option.label}</label>
            <span className="choice__hint" id={`${id}-hint`}>
              {option.hint}
            </span>
          </div>
        );
      })}
    </ChoiceFieldset>
  );
}
