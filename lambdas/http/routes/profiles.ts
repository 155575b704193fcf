import {
  basicInformationBody,
  uidParams,
  personalDescriptionBody,
  ownProfileResponse,
  publicProfileResponse,
  rolesBody,
} from '../../core/profiles/schemas.js';
import { geocodeBody, geocodeResponse } from '../../core/location/schemas.js';
import { defineRoute, profileOwners, type RouteDef } from '../route.js';

/**
 * The profiles routes of THE route table (lambdas/http/routes.ts) but for documents and uploads
 * (profile-documents.ts); their handlers import only these.
 */
export const profilesRoutes = {
  saveBasicInformation: defineRoute({
    method: 'PUT',
    path: '/api/profile/basic-information',
    access: profileOwners,
    summary: 'Save the basic information section of the own profile',
    handler: 'profiles/save-basic-information',
    keptOffline: true,
    needs: ['data:write'],
    body: basicInformationBody,
    response: ownProfileResponse,
  }),
  saveRoles: defineRoute({
    method: 'PUT',
    path: '/api/profile/roles',
    access: ['childcarer', 'cook'],
    summary: 'Save the roles section (positions, terms) of the own profile',
    handler: 'profiles/save-roles',
    keptOffline: true,
    needs: ['data:write'],
    body: rolesBody,
    response: ownProfileResponse,
  }),
  savePersonalDescription: defineRoute({
    method: 'PUT',
    path: '/api/profile/personal-description',
    access: ['childcarer', 'cook'],
    summary: 'Save the personal description section of the own profile',
    handler: 'profiles/save-personal-description',
    keptOffline: true,
    needs: ['data:write'],
    body: personalDescriptionBody,
    response: ownProfileResponse,
  }),
  publicProfile: defineRoute({
    method: 'GET',
    path: '/api/profiles/{uid}',
    access: 'public',
    summary:
      'A live profile as anyone may see it (queues the view, counted once a day per viewer); no contact details',
    handler: 'profiles/public-profile',
    // The viewer counted is the signed-in user when there is one (traffic/views.ts).
    personalises: true,
    needs: ['data:read', 'storage:read', 'views:queue'],
    params: uidParams,
    response: publicProfileResponse,
  }),
  geocode: defineRoute({
    method: 'POST',
    path: '/api/geocode',
    access: 'signed-in',
    summary: 'Country, region and town nearest to the given coordinates ("use my location")',
    handler: 'profiles/geocode',
    needs: ['data:read', 'geocoding'],
    body: geocodeBody,
    response: geocodeResponse,
  }),
} satisfies Record<string, RouteDef>;
