import { useQuery } from '@tanstack/react-query';
import type { AnswerOf } from '@http/route-contract';
import { salaryGuideRoutes } from '@http/routes/salary-guide';
import { callRoute } from '../../lib/call-route';

export type SalaryFigures = NonNullable<AnswerOf<typeof salaryGuideRoutes.salaryGuide>['figures']>;

/** Where the guide is asked about: a position in a country, region and town (each may be blank). */
export interface GuidePlace {
  position: string;
  country: string;
  region?: string;
  town?: string;
}

/**
 * GET /api/salary-guide for the job form's position and place: asked once per change of them
 * (the query key), never per keystroke of the salary.
 */
export function useSalaryGuide({ position, country, region, town }: GuidePlace) {
  const query = {
    position,
    country,
    ...(region ? { region } : {}),
    ...(region && town ? { town } : {}),
  };
  return useQuery({
    queryKey: ['salary-guide', query],
    queryFn: ({ signal }) => callRoute(salaryGuideRoutes.salaryGuide, { query, signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/** GET /api/salary-guide/town: a town's page. */
export const useTownGuide = (country: string, region: string, town: string) =>
  useQuery({
    queryKey: ['town-guide', country, region, town],
    queryFn: ({ signal }) =>
      callRoute(salaryGuideRoutes.townGuide, { query: { country, region, town }, signal }),
    staleTime: 60_000,
  });

/** The address of a town's salary guide page. */
export const townGuidePath = (country: string, region: string, town: string) =>
  `/salary_guide/${[country, region, town].map(encodeURIComponent).join('/')}`;
