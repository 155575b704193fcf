import type { ArticleBody } from '../types';

export const body: ArticleBody = {
  intro:
    'Many caregiving jobs in Africa still start with a handshake. A short written contract does not mean you distrust each other: it means you both remember the same agreement when questions come up months later.',
  sections: [
    {
      heading: 'Why put it in writing',
      blocks: [
        'Most disagreements between families and caregivers are about things that were never clearly agreed: extra duties, Sunday work, notice when the job ends. A written contract settles these before they become arguments.',
        "Zambia's labour law, including the Employment Code Act, expects the main terms of employment to be set out in writing, and the domestic workers' minimum wage order sets conditions a contract cannot go below. A written contract also helps the caregiver open a bank account, register for social security or rent a home.",
      ],
    },
    {
      heading: 'What the contract should say',
      blocks: [
        'Keep it short and in plain language. Include:',
        [
          'The names of employer and caregiver, with NRC or passport numbers',
          'The job title and the main duties, in a short list',
          'The place of work, and whether the job is live-in or live-out',
          'Working hours, rest days and public holidays',
          'The monthly pay, the pay day, how it is paid and any allowances',
          'Overtime: when it applies and how it is paid',
          'Annual leave, sick leave and maternity leave',
          'A probation period, if you use one, and how long it lasts',
          'The notice either side must give to end the job',
          'Rules you both agree on, such as visitors, phone use or privacy',
          'The date and both signatures',
        ],
      ],
    },
    {
      heading: 'Make sure it is understood',
      blocks: [
        "Read the contract together. If English is not the caregiver's first language, explain it in a language she is comfortable with, such as Nyanja, Bemba or Tonga, or ask someone both of you trust to help. Give the caregiver time to ask questions and, if she wants, to show it to a family member first.",
        "Make two copies and sign both. Each of you keeps one. Never keep the caregiver's own copy, her NRC or her passport.",
      ],
    },
    {
      heading: 'When things change',
      blocks: [
        'A new baby, a move to another town or new duties all change the job. When that happens, agree the changes and write them down as a short signed addition to the contract, with any new pay.',
      ],
    },
    {
      heading: 'Ending the job fairly',
      blocks: [
        "If the job must end, give the notice the contract and the law require, pay everything owed up to the last day, including unused leave, and write a short reference letter if the work was good. A fair ending protects your family's name and helps the caregiver find her next job.",
        'If you are unsure about any part of the law, your nearest labour office can advise both employers and workers at no cost.',
      ],
    },
  ],
};
