import type { ArticleBody } from '../types';

export const body: ArticleBody = {
  intro:
    'In African families, caring for our parents as they age is a duty many of us are proud to carry. But with children far away in the city or abroad, and with jobs and young families of our own, it helps to plan that care rather than leave it to chance.',
  sections: [
    {
      heading: 'Talk early, as a family',
      blocks: [
        'Talk with your parents about what they want while they are still well: where they want to live, who they want near them, and how their money and property should be managed. Then agree among brothers, sisters and other relatives who does what. One may visit every week, another may pay for a caregiver, another may manage hospital visits. Write the plan down so nothing is forgotten and no one carries everything alone.',
      ],
    },
    {
      heading: 'Keep them healthy',
      blocks: [
        [
          'Regular check-ups for blood pressure, sugar, eyesight and hearing',
          'Medicines taken on time, with a chart or a pill box marked by day',
          'Simple, balanced meals with vegetables, beans, fish or meat and enough water',
          'Walking or light exercise every day, as far as they are able',
          'Time with friends, church, grandchildren and the community, because loneliness harms health too',
        ],
      ],
    },
    {
      heading: 'Prevent falls',
      blocks: [
        'Falls are a major cause of injury in older people. Keep paths and floors clear and dry, add good lighting, especially on the way to the toilet at night, fit a handrail where there are steps, and make sure shoes fit well and do not slip. A walking stick or frame chosen with a health worker can make a big difference.',
      ],
    },
    {
      heading: 'Memory changes',
      blocks: [
        'Forgetting a name now and then is normal with age. Getting lost in a familiar place, repeating the same question many times, struggling with money or changes in personality are not simply old age. They can be signs of dementia or of another illness that can be treated. See a doctor, and be patient: the person is not being difficult on purpose.',
      ],
    },
    {
      heading: 'When to bring in help',
      blocks: [
        'You may need a caregiver when your parent can no longer wash, dress or cook safely alone, when the family cannot be there every day, or when the family carer is worn out. An elderly caregiver can visit daily, work full days or live in. Choose someone patient and respectful, check references carefully, and agree the duties in writing.',
        'Stay involved. Visit or call often, talk with the caregiver, and ask your parent how things are going when you are alone together.',
      ],
    },
    {
      heading: 'Dignity and protection',
      blocks: [
        'Older people have the right to make their own choices for as long as they can. Include them in decisions, knock before you enter their room and speak to them, not about them. Sadly, older people can be neglected or have their money or land taken, sometimes by people close to them. Watch for unexplained injuries, fear, weight loss or missing money, and act quickly if something seems wrong.',
      ],
    },
  ],
};
