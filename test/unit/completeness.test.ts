import { describe, expect, it } from 'vitest';
import type { UserType } from '../../lambdas/core/actor.js';
import { completeness, missingSections } from '../../lambdas/core/profiles/completeness.js';

const all = { basic_information: true, roles: true, personal_description: true, uploads: true };
const without = (section: keyof typeof all) => ({ ...all, [section]: false });

describe('profile completeness (spec section 4)', () => {
  it.each<[string, UserType, Partial<typeof all>, string[], boolean]>([
    ['caregiver with every section', 'childcarer', all, ['Nanny'], true],
    ['caregiver without roles', 'childcarer', without('roles'), ['Nanny'], false],
    [
      'caregiver without a description',
      'childcarer',
      without('personal_description'),
      ['Nanny'],
      false,
    ],
    ['caregiver without uploads', 'childcarer', without('uploads'), ['Nanny'], false],
    ['caregiver without basic information', 'childcarer', without('basic_information'), [], false],
    [
      'caregiver whose positions include cook skips roles',
      'childcarer',
      without('roles'),
      ['Cook'],
      true,
    ],
    ['cook skips roles', 'cook', without('roles'), [], true],
    ['cook still needs a description', 'cook', without('personal_description'), [], false],
    [
      'institution skips description and roles',
      'institution',
      { basic_information: true, uploads: true },
      [],
      true,
    ],
    ['institution needs uploads', 'institution', { basic_information: true }, [], false],
    ['parent never has a public profile', 'parent', all, [], false],
  ])('%s', (_, userType, status, positions, complete) => {
    expect(completeness({ userType, status, positions }).isCompelete).toBe(complete);
  });

  it('goes live only when complete and visible (radioValue 0)', () => {
    expect(completeness({ userType: 'cook', status: all, radioValue: 0 }).live).toBe(true);
    expect(completeness({ userType: 'cook', status: all, radioValue: 1 }).live).toBe(false);
    expect(completeness({ userType: 'cook', status: without('uploads'), radioValue: 0 }).live).toBe(
      false,
    );
  });

  it('lists what is still missing in account-centre order', () => {
    expect(missingSections('childcarer', { roles: true })).toEqual([
      'basic_information',
      'personal_description',
      'uploads',
    ]);
    expect(missingSections('institution', {})).toEqual(['basic_information', 'uploads']);
  });
});
