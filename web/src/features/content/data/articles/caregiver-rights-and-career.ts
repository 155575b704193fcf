import type { ArticleBody } from '../types';

export const body: ArticleBody = {
  intro:
    'Caring for children, patients and older people is skilled, important work. You have rights at work, and with the right steps you can build a career that pays better and gives you more choice.',
  sections: [
    {
      heading: 'Your rights at work',
      blocks: [
        'In Zambia, domestic workers, including nannies, housekeepers, cooks and home carers, are protected by the labour laws and by a minimum wages and conditions of employment order for domestic workers. The amounts change from time to time, so check the current statutory order with the Ministry of Labour and Social Security or a labour office. In general you can expect:',
        [
          'At least the legal minimum wage, paid in full and on time',
          'A written contract that sets out your duties, hours, pay and notice',
          'Rest days, public holidays, paid annual leave and sick leave',
          'Payment for agreed overtime',
          'Registration for social security (NAPSA) and health insurance (NHIMA)',
          'A safe workplace and respectful treatment',
        ],
      ],
    },
    {
      heading: 'Protect yourself',
      blocks: [
        [
          'Keep your own NRC, passport and contract. No employer should hold them',
          'Write down the hours you work and the pay you receive each month',
          'Ask for payment by bank or mobile money so there is a record',
          'Tell someone you trust where you work, especially in a live-in job',
        ],
        'No one has the right to hit you, threaten you, harass you sexually or lock you in. If this happens, leave if you can and go to the police or a labour office. Unpaid wages and unfair dismissal can be reported to the labour office, which gives advice at no cost.',
      ],
    },
    {
      heading: 'Grow your skills',
      blocks: [
        'Families pay more for caregivers with proof of their skills. Good places to start are:',
        [
          'A first aid course, especially first aid for babies and children',
          'Infection prevention and hand hygiene, for patient care',
          'Child development and positive discipline',
          'Dementia care and caring for older people',
          'Nutrition and cooking for children and patients',
        ],
        'Many good courses are free and can be done on a phone. See our courses page for some of the best, and keep every certificate you earn.',
      ],
    },
    {
      heading: 'Build your profile',
      blocks: [
        'A complete profile with a clear photo, your experience, languages and uploaded certificates gets more offers. Ask every employer for a short reference letter when a job ends well, and keep the contact details of families who are happy to speak for you.',
      ],
    },
    {
      heading: 'Choose a direction',
      blocks: [
        'With experience and training you can move into better-paid roles: maternity nurse, special needs nanny, early years professional, governess, or home and hospital patient carer. Some caregivers go on to train as nurses or teachers, or start their own childcare or cooking business. Set a goal for the next year, save a little from every pay, and take one new course at a time.',
      ],
    },
  ],
};
