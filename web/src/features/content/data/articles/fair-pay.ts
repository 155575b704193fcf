import type { ArticleBody } from '../types';

export const body: ArticleBody = {
  intro:
    'Paying a caregiver fairly is not only the law; it is also the best way to keep a good person. A caregiver who can pay rent, feed her own children and plan ahead is calmer and more committed.',
  sections: [
    {
      heading: 'Start with the legal minimum',
      blocks: [
        "In Zambia, the pay and basic conditions of domestic workers, including nannies, housekeepers, cooks and home carers, are set by a minimum wages and conditions of employment order for domestic workers, made under the country's labour laws. The order sets a minimum monthly wage and may also set allowances and rules on hours, leave and overtime.",
        'The amounts are revised from time to time, so always check the current statutory order before you agree pay. The Ministry of Labour and Social Security and your nearest labour office can tell you what is in force today. The minimum is a floor, not a target: paying less is against the law, and paying only the minimum rarely keeps an experienced caregiver.',
        'In other African countries the rules differ, but most have a minimum wage or a sector order for domestic work. Ask your labour ministry before you make an offer.',
      ],
    },
    {
      heading: 'What fair pay looks like',
      blocks: [
        'Above the minimum, pay usually reflects the job and the person doing it:',
        [
          'Experience, training and certificates, such as first aid or a nursing qualification',
          'The number and ages of the children, or the needs of the patient',
          'Extra duties like cooking, driving or night care',
          'Long or unusual hours, live-in work and travel with the family',
        ],
        'A room and meals for a live-in caregiver are part of the job, not a reason to pay below the minimum. Do not deduct them from pay unless the order in force clearly allows it.',
      ],
    },
    {
      heading: 'Pay on time, every time',
      blocks: [
        'Agree a pay day and keep to it. Paying by bank transfer or mobile money leaves a record for both of you; if you pay in cash, write a simple payslip with the month, the amount and any allowances, and ask the caregiver to sign your copy.',
        'Never hold back wages as punishment or to stop someone leaving. If there is a problem with the work, talk about it openly.',
      ],
    },
    {
      heading: 'Overtime, leave and contributions',
      blocks: [
        'Extra hours, public holidays and nights should be paid as the order and your contract say. A caregiver is also entitled to rest days and paid annual leave.',
        'Employers in Zambia are expected to register their workers for social security with the National Pension Scheme Authority (NAPSA) and for national health insurance with the National Health Insurance Management Authority (NHIMA), and to pay the contributions. These protect the caregiver in old age and in illness. Ask each office how to register a domestic worker.',
      ],
    },
    {
      heading: 'Review pay every year',
      blocks: [
        'Prices rise every year. Sit down once a year, talk about how the work has gone and agree any increase. A small, regular raise tells a caregiver she is valued, and costs far less than finding and training someone new.',
      ],
    },
  ],
};
