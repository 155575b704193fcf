/**
 * Copy for the service category pages (spec section 3), using the catalogue hints of spec
 * section 9. Plain, warm and short; categories.ts joins it with titles, slugs and images.
 */
import type { ServiceCategory } from './positions.js';

export type CareTitle = Exclude<ServiceCategory, 'Patient Meals' | 'Custom Needs'>;
export interface CareCopy {
  about: string;
  duties: readonly string[];
  working_hours: string;
}

/** The spec: pay is not fixed and depends on age, experience and qualifications. */
export const SALARY_TEXT =
  "Pay is not fixed: it depends on the caregiver's age, experience and qualifications, and you agree it together.";

const GOVERNESS_HOURS = 'About 8 to 10 hours a day, with two days off a week.';
const FLEXIBLE = 'Full or part time, live-in or live-out, as you agree together.';

export const careCopy = {
  Nanny: {
    about:
      'A nanny cares for your children at home from birth to seven years, so they grow, learn and feel safe every day.',
    duties: [
      'Feeding, bathing and dressing the children',
      'Play, reading and early learning',
      'Keeping to your routines for naps, meals and bedtime',
      "Keeping the children's rooms, clothes and toys tidy",
    ],
    working_hours: FLEXIBLE,
  },
  Governess: {
    about:
      "A governess guides your child's learning and upbringing at home. She has at least three years' experience, often as a teacher.",
    duties: [
      'Lessons and homework help that follow the school curriculum',
      'Teaching good manners, languages and study habits',
      'Planning educational outings and activities',
      'Telling you regularly how your child is doing',
    ],
    working_hours: GOVERNESS_HOURS,
  },
  Governor: {
    about:
      "A governor is a male tutor and mentor who takes charge of a child's studies, discipline and growth.",
    duties: [
      'Help with homework and school subjects',
      'Sport, outdoor activities and hobbies',
      'Building discipline, good habits and independence',
      'Going with the child to school and activities',
    ],
    working_hours: GOVERNESS_HOURS,
  },
  'Nanny-Housekeeper': {
    about:
      'A nanny-housekeeper looks after children up to the age of 12 and keeps your home clean and running.',
    duties: [
      'Caring for children up to 12 years old',
      'Cleaning, laundry and ironing',
      'Cooking simple family meals',
      'Shopping for groceries and household needs',
    ],
    working_hours: FLEXIBLE,
  },
  'Nursery Worker': {
    about:
      'A nursery worker cares for babies and young children in a nursery or day-care group and supports their early learning.',
    duties: [
      'Caring for babies and toddlers in a group',
      'Leading songs, games and creative play',
      'Feeding, changing and settling children for naps',
      'Keeping the room clean, safe and welcoming',
    ],
    working_hours: 'Set by the nursery, usually weekday day shifts.',
  },
  'Creche Assistant': {
    about:
      'A creche assistant helps look after young children while their parents work, shop or attend an event.',
    duties: [
      'Welcoming children and handing them back safely',
      'Watching over play and keeping children safe',
      'Helping with snacks, toilet trips and hand washing',
      'Tidying and cleaning toys and play areas',
    ],
    working_hours: 'Short shifts or part time, often mornings, evenings or weekends.',
  },
  'Nanny (Special needs)': {
    about:
      'A special needs nanny cares for a child with a disability or additional needs, with patience, training and a routine that suits the child.',
    duties: [
      "Following the child's care, therapy and medicine plans",
      'Helping with moving, feeding and personal care',
      "Supporting communication and learning at the child's pace",
      'Working closely with you, doctors and therapists',
    ],
    working_hours: "Agreed with you around the child's needs; full or part time.",
  },
  'Weekend Nanny': {
    about:
      'A weekend nanny looks after your children on Saturdays and Sundays, so you can work, rest or have time for yourself.',
    duties: [
      'Childcare, meals and bath time over the weekend',
      'Outings, games and homework help',
      'Keeping to the routines the children know',
    ],
    working_hours: 'Weekends only, days or overnight, as you agree.',
  },
  'Holiday Nanny': {
    about:
      'A holiday nanny cares for your children during school holidays, at home or travelling with the family.',
    duties: [
      'Planning fun activities and outings',
      'Travelling with the family and caring for the children on trips',
      'Keeping the children safe, fed and rested away from home',
    ],
    working_hours: 'For the length of the holiday; long days and travel are agreed in advance.',
  },
  'Au Pair': {
    about:
      "An au pair is a young person who lives with your family, helps with the children and light housework, and shares in your family's life.",
    duties: [
      'Taking children to and from school',
      'Helping with homework and play',
      'Light housework linked to the children',
      'Babysitting some evenings',
    ],
    working_hours: 'Part time, usually up to 30 hours a week, with a room and meals provided.',
  },
  'Jobs for couples': {
    about:
      'A couple who work together for one household, for example a nanny and a driver, or a housekeeper and a gardener.',
    duties: [
      'Childcare and housekeeping shared between the two',
      'Driving, gardening and small repairs',
      'Looking after the home while the family is away',
    ],
    working_hours: 'Usually full time and live-in, with hours agreed for each partner.',
  },
  'Early Years Professional': {
    about:
      'An early years professional is a trained educator who plans learning and play for children from birth to five.',
    duties: [
      'Activities that build language, numbers and social skills',
      "Observing and recording each child's progress",
      'Getting children ready to start school',
      "Advising parents on their child's development",
    ],
    working_hours: 'Full or part time, at home, in a nursery or at a preschool.',
  },
  'Nanny-Personal Assistant': {
    about:
      "A nanny-personal assistant cares for your children and helps run your family's busy life.",
    duties: [
      'Everyday childcare and routines',
      'Managing the family diary, appointments and school paperwork',
      'Running errands and arranging household services',
      'Planning parties, trips and family events',
    ],
    working_hours: 'Usually full time on weekdays, with some flexibility.',
  },
  'After School Nanny': {
    about:
      'An after school nanny collects your children from school and looks after them until you get home.',
    duties: [
      'School pick-up, safely and on time',
      'Snacks, homework help and play',
      'Taking children to clubs and activities',
      'Starting dinner and bath time',
    ],
    working_hours: 'Weekday afternoons, from the end of school to early evening.',
  },
  Babysitter: {
    about:
      'A babysitter looks after your children for a few hours when you need to go out, by day or in the evening.',
    duties: [
      'Keeping the children safe and happy',
      'Serving the meals or snacks you leave',
      'Putting the children to bed on time',
    ],
    working_hours: 'Occasional, paid by the hour: days, evenings or weekends.',
  },
  Manny: {
    about:
      'A manny is a male nanny who brings energy, sport and outdoor fun to caring for your children.',
    duties: [
      'Everyday childcare, meals and routines',
      'Sport, games and outdoor activities',
      'School runs and homework help',
      'Being a steady, positive role model',
    ],
    working_hours: FLEXIBLE,
  },
  'Maternity Nurse': {
    about:
      'A maternity nurse supports mother and newborn in the first weeks after birth, with feeding, sleep and recovery.',
    duties: [
      'Caring for the newborn day and night',
      'Supporting breastfeeding or bottle feeding',
      'Setting up healthy sleep and feeding routines',
      'Helping the mother rest and recover',
    ],
    working_hours:
      'Day shifts of up to 12 hours, six days a week; or nights only, up to 12 hours a night and up to six nights a week; or live-in, on call 24 hours, six or seven days a week.',
  },
  'Elderly Caregiver': {
    about:
      'An elderly caregiver helps older people stay safe, comfortable and independent at home.',
    duties: [
      'Help with washing, dressing and moving around',
      'Preparing meals and reminders to take medicine',
      'Company, conversation and short walks',
      'Light housework and going along to appointments',
    ],
    working_hours: 'Daily visits, full days or live-in, as you agree.',
  },
  'Home Patient Care': {
    about:
      'A home patient carer looks after someone recovering from illness or surgery, or living with a long-term condition, in their own home.',
    duties: [
      'Giving medicines as prescribed and watching for changes',
      'Personal care, feeding and help with moving',
      "Simple wound care, within the carer's training",
      'Keeping the family and doctors informed',
    ],
    working_hours: "Day, night or live-in shifts, arranged around the patient's needs.",
  },
  'Hospital Patient Care': {
    about:
      'A hospital patient carer stays with your loved one in hospital and gives the comfort and personal care a family would.',
    duties: [
      'Sitting with the patient by day or night',
      'Help with eating, washing and getting comfortable',
      'Calling the nurses when the patient needs them',
      'Keeping the family updated',
    ],
    working_hours: 'Day or night shifts for the length of the hospital stay.',
  },
} as const satisfies Record<CareTitle, CareCopy>;

export const patientMealsCopy = {
  about:
    'Fresh, home-cooked meals for patients at home or in hospital, made by our cooks to suit the diet the doctor recommends.',
  pricing:
    'Priced per meal or per week, depending on how many meals you need, the diet and the delivery distance. The cook confirms the price before the first meal.',
} as const;

export const customNeedsCopy = {
  about:
    "Need help that isn't listed here? Tell us what your family needs and we will find the right person.",
  actionLabel: 'Contact us',
} as const;
