import type { ArticleBody } from '../types';

export const body: ArticleBody = {
  intro:
    'Everyone who looks after a baby or young child should know how to put a baby to sleep safely and what to do in the first minutes of an emergency. This page is a reminder, not a replacement for a first aid course, and it does not replace advice from a nurse or doctor.',
  sections: [
    {
      heading: 'Safe sleep for babies',
      blocks: [
        [
          'Always put a baby to sleep on its back, for naps and at night',
          'Use a firm, flat mattress or mat, with no pillows, soft toys or thick blankets',
          'Keep the baby close, in your room, but on its own sleeping surface',
          'Do not let a baby sleep next to an adult who has been drinking, smoking or taking medicine that makes them sleepy',
          'Use an insecticide-treated mosquito net over the sleeping place',
          'Keep the baby warm but not hot: one more light layer than an adult needs is enough',
        ],
      ],
    },
    {
      heading: 'Choking',
      blocks: [
        'If a child is coughing hard, let them keep coughing. If they cannot cough, cry or breathe:',
        [
          'For a baby under one: lay the baby face down along your forearm or thigh, head low, and give up to five firm back blows between the shoulder blades. If that fails, turn the baby face up and give up to five chest thrusts with two fingers in the centre of the chest.',
          'For a child over one: give up to five back blows, then up to five abdominal thrusts, pulling inwards and upwards just above the navel.',
          'If the object does not come out, call for emergency help and keep repeating the cycle.',
        ],
      ],
    },
    {
      heading: 'Burns and scalds',
      blocks: [
        "Cool the burn under cool, clean running water for 20 minutes as soon as possible. Remove tight clothing and jewellery nearby unless it is stuck. Cover loosely with clean cling film or a clean plastic bag. Never put butter, oil, toothpaste or herbs on a burn. Take the child to a clinic for any burn bigger than the child's palm, on the face, hands or private parts, or if you are unsure.",
      ],
    },
    {
      heading: 'Fever',
      blocks: [
        "In areas with malaria, a child with a fever should be tested the same day at a clinic or by a community health worker. Keep the child drinking, dress them lightly and give fever medicine only as a health worker or the packet advises for the child's age and weight.",
      ],
    },
    {
      heading: 'Diarrhoea',
      blocks: [
        'The danger of diarrhoea is losing water. Keep breastfeeding, give oral rehydration salts (ORS) mixed exactly as the packet says, in small sips, and ask a health worker about zinc tablets. Wash hands with soap after every nappy change.',
      ],
    },
    {
      heading: 'Get help at once if a child',
      blocks: [
        [
          'Cannot drink or breastfeed, or vomits everything',
          'Has a fit (convulsion), or is very sleepy and hard to wake',
          'Breathes very fast or with difficulty, or has lips turning blue',
          'Is a baby under two months with any fever',
        ],
        'These are danger signs. Go to the nearest clinic or hospital straight away, and tell the parents on the way.',
      ],
    },
  ],
};
