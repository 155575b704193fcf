import type { ArticleBody } from '../types';

export const body: ArticleBody = {
  intro:
    'The person who cares for your children or your parents becomes part of your daily life. Taking a little time over each step of hiring saves a lot of worry later, for you and for the caregiver.',
  sections: [
    {
      heading: 'Write down what you need',
      blocks: [
        'Before you talk to anyone, decide what the job really is. A nanny for a baby, a nanny-housekeeper for school-age children and a carer for a grandmother after a stroke are very different jobs, and they need different skills.',
        [
          'Who will be cared for, and their ages or health needs',
          'The days and hours, and whether the job is live-in or live-out',
          'Housework, cooking or driving that is part of the job',
          'Languages the caregiver should speak with your family',
          'The pay you can offer (read our article on fair pay first)',
        ],
      ],
    },
    {
      heading: 'Post the job and read profiles',
      blocks: [
        'Post your job with these details, so the caregivers who contact you already know what you expect. Read profiles carefully: experience with children of the same age, training such as first aid, and how long people stayed in past jobs all tell you something.',
      ],
    },
    {
      heading: 'Interview in person',
      blocks: [
        'Meet the people you like best, ideally at your home, and let them meet the children or the person they will care for. Ask open questions that show how they think, not only what they have done:',
        [
          'What would you do if the baby had a high fever and you could not reach me?',
          'How do you handle a toddler who refuses to eat or to sleep?',
          'Tell me about a family you worked for. Why did the job end?',
          'What do you need from an employer to do your best work?',
        ],
        'Watch how they talk to the children. Warmth, patience and calm matter more than a perfect answer.',
      ],
    },
    {
      heading: 'Check before you decide',
      blocks: [
        "Ask to see the caregiver's National Registration Card (NRC) or passport and keep a copy. Call at least two past employers yourself, and ask whether they would hire the person again. A police clearance and a recent medical certificate give extra peace of mind, especially for live-in jobs and for patient care.",
        'Many families also arrange a paid trial day or week. Pay for it: it is real work, and a fair start builds trust.',
      ],
    },
    {
      heading: 'Agree the terms in writing',
      blocks: [
        'Once you have chosen, put the pay, hours, duties, days off and notice period in a short written contract, signed by both of you. Our article on written contracts explains what to include.',
      ],
    },
    {
      heading: 'Make the first weeks work',
      blocks: [
        "Spend time showing the caregiver your home, your routines and where the first aid kit is kept. Write down important phone numbers, allergies and the children's routines. Talk every few days at first: small problems are easy to fix early. A caregiver who feels respected and well informed is far more likely to stay, and stability is one of the best gifts you can give a child.",
      ],
    },
  ],
};
