import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, BodyOf } from '@http/route-contract';
import { reviewsRoutes } from '@http/routes/reviews';
import { trialDaysRoutes as routes } from '@http/routes/trial-days';
import { callRoute } from '../../../lib/call-route';

export type HireTrialDays = AnswerOf<typeof routes.hireTrialDays>;
export type TrialDay = HireTrialDays['trialDays'][number];
export type MyHire = AnswerOf<typeof reviewsRoutes.myHires>['hires'][number];

/** A hire, as its two people name it: the job and the caregiver. */
export interface HireKey {
  job: string;
  caregiver: string;
}

const hireKey = ({ job, caregiver }: HireKey) => ['trial-days', job, caregiver] as const;
const MINE = ['my-trial-days'] as const;

/** GET /api/hires/{id}/{uid}/trial-days: the hire's trial days, people, zone and town. */
export const useHireTrialDays = (hire: HireKey) =>
  useQuery({
    queryKey: hireKey(hire),
    queryFn: ({ signal }) =>
      callRoute(routes.hireTrialDays, {
        params: { id: hire.job, uid: hire.caregiver },
        signal,
      }),
  });

/** GET /api/my/trial-days: upcoming and past, across the caller's hires. */
export const useMyTrialDays = () =>
  useQuery({
    queryKey: MINE,
    queryFn: ({ signal }) => callRoute(routes.myTrialDays, { signal }),
  });

/** GET /api/my/hires: the caller's hires (accepted offers). */
export const useMyHires = () =>
  useQuery({
    queryKey: ['my-hires'],
    queryFn: ({ signal }) => callRoute(reviewsRoutes.myHires, { signal }),
  });

/** After any change: the hire's list shows the answer, and the caller's lists are read again. */
function useChanged(hire: HireKey) {
  const client = useQueryClient();
  return (answer: { trialDay: TrialDay }) => {
    client.setQueryData<HireTrialDays>(hireKey(hire), (before) =>
      before
        ? {
            ...before,
            trialDays: before.trialDays.some((t) => t.trial_id === answer.trialDay.trial_id)
              ? before.trialDays.map((t) =>
                  t.trial_id === answer.trialDay.trial_id ? answer.trialDay : t,
                )
              : [answer.trialDay, ...before.trialDays],
          }
        : before,
    );
    void client.invalidateQueries({ queryKey: MINE });
  };
}

/** A conflict (someone answered meanwhile) reloads the hire's list, so the page shows it. */
function useReload(hire: HireKey) {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: hireKey(hire) });
}

export function usePropose(hire: HireKey) {
  const changed = useChanged(hire);
  return useMutation({
    mutationFn: (body: BodyOf<typeof routes.proposeTrialDay>) =>
      callRoute(routes.proposeTrialDay, { params: { id: hire.job, uid: hire.caregiver }, body }),
    onSuccess: changed,
  });
}

/** One of the calls on a trial day, by route: its answer updates the lists. */
function useTrialCall<
  R extends
    | typeof routes.acceptTrialTime
    | typeof routes.newTrialTimes
    | typeof routes.cancelTrialDay
    | typeof routes.trialDayHappened
    | typeof routes.trialDayDecision
    | typeof routes.reportTrialDay,
>(route: R, hire: HireKey, trial: string) {
  const changed = useChanged(hire);
  const reload = useReload(hire);
  return useMutation({
    mutationFn: (body: BodyOf<R>) =>
      callRoute(route as typeof routes.acceptTrialTime, {
        params: { id: hire.job, uid: hire.caregiver, trial },
        body: body as BodyOf<typeof routes.acceptTrialTime>,
      }) as Promise<AnswerOf<R>>,
    onSuccess: (answer) => changed(answer as { trialDay: TrialDay }),
    onError: reload,
  });
}

export const useAccept = (hire: HireKey, trial: string) =>
  useTrialCall(routes.acceptTrialTime, hire, trial);
export const useNewTimes = (hire: HireKey, trial: string) =>
  useTrialCall(routes.newTrialTimes, hire, trial);
export const useCancel = (hire: HireKey, trial: string) =>
  useTrialCall(routes.cancelTrialDay, hire, trial);
export const useHappened = (hire: HireKey, trial: string) =>
  useTrialCall(routes.trialDayHappened, hire, trial);
export const useDecision = (hire: HireKey, trial: string) =>
  useTrialCall(routes.trialDayDecision, hire, trial);
export const useReport = (hire: HireKey, trial: string) =>
  useTrialCall(routes.reportTrialDay, hire, trial);
