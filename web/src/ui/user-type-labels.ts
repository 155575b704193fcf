import { useMemo } from 'react';
import { userTypes, type UserType } from '@core/roles';
import { useUiT } from './i18n';

const isUserType = (value: string): value is UserType =>
  (userTypes as readonly string[]).includes(value);

/**
 * How a user type reads on the admin screens ("Caregiver" for childcarer), in the reader's
 * language; 'anonymous' (a page view with nobody signed in) too. The value stays the API's key.
 */
export function useUserTypeLabel(): (type: string) => string {
  const t = useUiT();
  return useMemo(
    () => (type: string) =>
      isUserType(type) || type === 'anonymous' ? t(`userType.${type}`) : type,
    [t],
  );
}
