import { useId } from 'react';
import type { UserType } from '@core/actor';
import { ChoiceFieldset } from '../../../ui/choice-fields';
import { useAuthT } from '../i18n';

/** The four user types of registration. Childcarers are called caregivers on screen (spec 1). */
export const userTypeOptions = [
  { value: 'parent', label: 'userType.parent', hint: 'userType.parent.hint' },
  { value: 'childcarer', label: 'userType.childcarer', hint: 'userType.childcarer.hint' },
  { value: 'cook', label: 'userType.cook', hint: 'userType.cook.hint' },
  { value: 'institution', label: 'userType.institution', hint: 'userType.institution.hint' },
] as const satisfies readonly { value: UserType; label: string; hint: string }[];

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
  const t = useAuthT();
  return (
    <ChoiceFieldset legend={t('userType.legend')} error={error} required>
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
            <label htmlFor={id}>{t(option.label)}</label>
            <span className="choice__hint" id={`${id}-hint`}>
              {t(option.hint)}
            </span>
          </div>
        );
      })}
    </ChoiceFieldset>
  );
}
