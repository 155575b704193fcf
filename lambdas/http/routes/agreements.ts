import {
  acceptBody,
  adminAgreementResponse,
  agreementResponse,
  changesBody,
  draftBody,
  draftStartResponse,
  myAgreementsResponse,
} from '../../core/agreements/schemas.js';
import { hireParams } from '../../core/hires/schemas.js';
import { defineRoute, type RouteDef } from '../route.js';

const participants = ['parent', 'childcarer', 'cook'] as const;
const caregivers = ['childcarer', 'cook'] as const;

/** The work agreement routes of THE route table (lambdas/http/routes.ts); their handlers import only these. */
export const agreementsRoutes = {
  readAgreement: defineRoute({
    method: 'GET',
    path: '/api/hires/{id}/{uid}/agreement',
    access: participants,
    summary:
      'A hire’s work agreement with every version (null before the first draft), and what a draft starts from: position, duties, currency, the country’s sourced minimums',
    handler: 'agreements/read-agreement',
    needs: ['data:read'],
    params: hireParams,
    response: draftStartResponse,
  }),
  draftAgreement: defineRoute({
    method: 'PUT',
    path: '/api/hires/{id}/{uid}/agreement',
    access: ['parent'],
    summary:
      'The family drafts or revises the agreement (a new version, until it is accepted); terms below the country’s sourced minimums are refused',
    handler: 'agreements/draft-agreement',
    needs: ['data:write'],
    params: hireParams,
    body: draftBody,
    response: agreementResponse,
  }),
  acceptAgreement: defineRoute({
    method: 'POST',
    path: '/api/hires/{id}/{uid}/agreement/accept',
    access: caregivers,
    summary:
      'The caregiver accepts the version they read, if it is still the current one; the agreement is then read-only',
    handler: 'agreements/accept-agreement',
    needs: ['data:write'],
    params: hireParams,
    body: acceptBody,
    response: agreementResponse,
  }),
  askForChanges: defineRoute({
    method: 'POST',
    path: '/api/hires/{id}/{uid}/agreement/changes',
    access: caregivers,
    summary: 'The caregiver asks for changes to the current version, with a comment',
    handler: 'agreements/ask-for-changes',
    needs: ['data:write'],
    params: hireParams,
    body: changesBody,
    response: agreementResponse,
  }),
  myAgreements: defineRoute({
    method: 'GET',
    path: '/api/my/agreements',
    access: participants,
    summary: 'The work agreements the caller is a side of, newest first',
    handler: 'agreements/my-agreements',
    needs: ['data:read'],
    response: myAgreementsResponse,
  }),
  adminAgreement: defineRoute({
    method: 'GET',
    path: '/api/admin/agreements/{id}/{uid}',
    access: ['admin', 'super_admin'],
    summary:
      'That a hire’s agreement exists, its status and dates; its terms only once one of its people reported it',
    handler: 'agreements/admin-agreement',
    needs: ['data:read'],
    params: hireParams,
    response: adminAgreementResponse,
  }),
} satisfies Record<string, RouteDef>;
