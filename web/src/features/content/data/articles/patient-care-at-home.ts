import type { ArticleBody } from '../types';

export const body: ArticleBody = {
  intro:
    'More and more families care for a sick relative at home: after an operation, after a stroke, or through a long illness such as diabetes, cancer or HIV. Good home care keeps the patient comfortable and safe, and helps the family carry the load.',
  sections: [
    {
      heading: 'Work with the health workers',
      blocks: [
        'Before the patient leaves hospital, ask the nurse or doctor to explain the care plan and write it down: medicines, wound care, diet, exercise and the date of the next review. Keep all clinic cards and hospital papers together in one folder, and take it to every appointment.',
      ],
    },
    {
      heading: 'Medicines',
      blocks: [
        [
          'Keep a simple chart with each medicine, the dose and the times, and tick it each time a dose is given',
          'Give medicines exactly as prescribed, and finish courses such as antibiotics',
          'Never stop or change a medicine without asking the health worker',
          'Store medicines dry, cool and out of reach of children',
        ],
      ],
    },
    {
      heading: 'Stop infections spreading',
      blocks: [
        "Wash your hands with soap and clean water before and after touching the patient, handling food or medicines, and changing dressings or bedding. Use gloves for blood, wounds and body fluids, and throw used gloves and dressings away safely. Wash the patient's bedding and clothes separately in hot, soapy water when they are soiled.",
      ],
    },
    {
      heading: 'Comfort and skin care',
      blocks: [
        'A patient who stays in bed for long periods can get pressure sores, painful wounds where the body presses on the bed.',
        [
          'Help the patient change position at least every two hours, day and night',
          'Keep sheets clean, dry and free of crumbs and creases',
          'Check the heels, hips, back and elbows every day for red or broken skin',
          'Help the patient sit up, stand or walk a little every day if the health worker agrees',
        ],
      ],
    },
    {
      heading: 'Food and drink',
      blocks: [
        'Offer small meals often, and plenty of clean water unless the doctor has limited fluids. Follow any special diet, for example less salt for high blood pressure or less sugar for diabetes. If swallowing is difficult, soft foods such as porridge, mashed vegetables and soups are easier and safer. A cook who prepares patient meals can help when the family is stretched.',
      ],
    },
    {
      heading: 'Know the warning signs',
      blocks: [
        'Call the health worker or go to hospital if the patient has new or worse pain, a high fever, difficulty breathing, confusion, a wound that is red, hot or smelly, cannot eat or drink, or if anything worries you. Trust your feeling that something is wrong.',
      ],
    },
    {
      heading: 'Care for the carer',
      blocks: [
        'Caring day after day is tiring. Share the tasks among family members, accept help from neighbours and church or community groups, and take regular breaks. A trained home patient carer for some days or nights can give the family rest and bring skills such as safe lifting and wound care. You cannot look after someone well if you are exhausted yourself.',
      ],
    },
  ],
};
