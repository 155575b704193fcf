/** The profile sections' checks, fetched by their forms once they are on screen (lazyCheck). */
// check-with first: it sets zod up before the schemas are made.
import { checkWith } from '../../../lib/forms/check-with';
import { basicInformationBody, personalDescriptionBody, rolesBody } from '@core/profiles/schemas';

export const checkBasicInformation = checkWith(basicInformationBody);
export const checkRoles = checkWith(rolesBody);
export const checkPersonalDescription = checkWith(personalDescriptionBody);

/** Each section's body schema by its path, for a save kept offline (api/save-section.ts). */
export const sectionBodies = {
  'basic-information': basicInformationBody,
  roles: rolesBody,
  'personal-description': personalDescriptionBody,
};
