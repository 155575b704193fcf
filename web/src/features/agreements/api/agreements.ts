import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, BodyOf } from '@http/route-contract';
import { agreementsRoutes } from '@http/routes/agreements';
import { callRoute } from '../../../lib/call-route';

/** A hire's agreement and what its form starts from (GET .../agreement). */
export type AgreementStart = AnswerOf<typeof agreementsRoutes.readAgreement>;
export type Agreement = NonNullable<AgreementStart['agreement']>;
export type AgreementVersion = Agreement['versions'][number];
export type Terms = AgreementVersion['terms'];
export type Minimums = AgreementStart['minimums'];
export type TermsInput = BodyOf<typeof agreementsRoutes.draftAgreement>['terms'];
export type MyAgreement = AnswerOf<typeof agreementsRoutes.myAgreements>['agreements'][number];

const keyOf = (postId: string, caregiverId: string) => ['agreement', postId, caregiverId] as const;
const MINE = ['my-agreements'] as const;

/** GET /api/hires/{id}/{uid}/agreement. */
export const useAgreement = (postId: string, caregiverId: string) =>
  useQuery({
    queryKey: keyOf(postId, caregiverId),
    queryFn: ({ signal }) =>
      callRoute(agreementsRoutes.readAgreement, {
        params: { id: postId, uid: caregiverId },
        signal,
      }),
  });

/** GET /api/my/agreements. */
export const useMyAgreements = () =>
  useQuery({
    queryKey: MINE,
    queryFn: ({ signal }) => callRoute(agreementsRoutes.myAgreements, { signal }),
  });

/** After a write: the agreement answered is the current one; the list moves on too. */
function useSettle(postId: string, caregiverId: string) {
  const client = useQueryClient();
  return {
    onSuccess: (agreement: Agreement) =>
      client.setQueryData<AgreementStart>(keyOf(postId, caregiverId), (start) =>
        start ? { ...start, agreement } : start,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: MINE }),
  };
}

/** PUT .../agreement: the family drafts or revises (naming the version it revised). */
export function useDraftAgreement(postId: string, caregiverId: string) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof agreementsRoutes.draftAgreement>) =>
      callRoute(agreementsRoutes.draftAgreement, {
        params: { id: postId, uid: caregiverId },
        body,
      }),
    ...useSettle(postId, caregiverId),
  });
}

/** POST .../agreement/accept: the caregiver accepts the version they read. */
export function useAcceptAgreement(postId: string, caregiverId: string) {
  return useMutation({
    mutationFn: (version: number) =>
      callRoute(agreementsRoutes.acceptAgreement, {
        params: { id: postId, uid: caregiverId },
        body: { version },
      }),
    ...useSettle(postId, caregiverId),
  });
}

/** POST .../agreement/changes: the caregiver asks for changes, saying what. */
export function useAskForChanges(postId: string, caregiverId: string) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof agreementsRoutes.askForChanges>) =>
      callRoute(agreementsRoutes.askForChanges, {
        params: { id: postId, uid: caregiverId },
        body,
      }),
    ...useSettle(postId, caregiverId),
  });
}
