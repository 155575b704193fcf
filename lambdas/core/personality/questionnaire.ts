/**
 * The caregiver personality test: five traits that matter in care work, five statements each,
 * answered on a 1-5 scale. Two statements per trait are reverse-keyed (agreeing means LESS of
 * the trait), so a person who agrees with everything does not score high on everything.
 *
 * Plain English on purpose: many readers use English as a second language. Short sentences,
 * everyday words, one idea per statement. The SPA reads this file too (`@core/personality/...`)
 * for the ids and order, and shows the words from its catalogues, keyed by id: statements,
 * definitions and the scale in web/src/features/personality/locales, trait names and phrases in
 * web/src/ui/locales. This English is their source: test/unit/personality-words.test.ts fails
 * until a new or reworded text is in the catalogues (then translate it into every language).
 *
 * Changing a statement's meaning changes what old results mean: then raise QUESTIONNAIRE_VERSION.
 */
export const QUESTIONNAIRE_VERSION = '1';

export const traitIds = ['patience', 'reliability', 'warmth', 'calm', 'openness'] as const;
export type TraitId = (typeof traitIds)[number];

export interface Trait {
  id: TraitId;
  /** Shown as the trait's name. */
  name: string;
  /** What the trait is, in one sentence. */
  definition: string;
  /** How the trait is named inside a sentence ("shows strong ..."). */
  phrase: string;
}

export const traits: readonly Trait[] = [
  {
    id: 'patience',
    name: 'Patience',
    definition:
      'Staying calm and kind when a child or patient is slow, difficult, or asks for the same thing again and again.',
    phrase: 'patience',
  },
  {
    id: 'reliability',
    name: 'Reliability',
    definition:
      'Doing what you promised, on time, and following routines such as meals, medicine and sleep carefully.',
    phrase: 'reliability',
  },
  {
    id: 'warmth',
    name: 'Warmth and empathy',
    definition: 'Noticing how other people feel, caring about it, and showing that you care.',
    phrase: 'warmth and empathy',
  },
  {
    id: 'calm',
    name: 'Calm under stress',
    definition: 'Keeping a clear head when something goes wrong, and not letting worry take over.',
    phrase: 'calm under stress',
  },
  {
    id: 'openness',
    name: 'Openness to guidance',
    definition:
      "Listening to the family's wishes and to advice about your work, and being happy to learn new ways.",
    phrase: 'openness to guidance',
  },
];

export interface Item {
  /** Stable: the answer's key in requests and storage. */
  id: string;
  trait: TraitId;
  text: string;
  /** Agreeing means less of the trait: the answer is scored 6 - answer. */
  reverse: boolean;
}

/** The statements, in the order they are asked (traits mixed, so answers stay honest). */
export const items: readonly Item[] = [
  {
    id: 'patience-1',
    trait: 'patience',
    reverse: false,
    text: 'I stay calm when a child asks me the same question many times.',
  },
  {
    id: 'reliability-1',
    trait: 'reliability',
    reverse: false,
    text: 'I arrive at work on time.',
  },
  {
    id: 'warmth-1',
    trait: 'warmth',
    reverse: false,
    text: 'I notice quickly when a child or a patient is sad or worried.',
  },
  {
    id: 'calm-1',
    trait: 'calm',
    reverse: false,
    text: 'In an emergency, I can think clearly about what to do first.',
  },
  {
    id: 'openness-1',
    trait: 'openness',
    reverse: false,
    text: 'I am happy when the family tells me how they want things done.',
  },
  {
    id: 'patience-2',
    trait: 'patience',
    reverse: true,
    text: 'I get angry quickly when a child does not listen to me.',
  },
  {
    id: 'reliability-2',
    trait: 'reliability',
    reverse: false,
    text: 'I do what I promised, even when nobody is checking.',
  },
  {
    id: 'warmth-2',
    trait: 'warmth',
    reverse: true,
    text: 'I do not pay much attention to how other people feel.',
  },
  {
    id: 'calm-2',
    trait: 'calm',
    reverse: true,
    text: 'I panic when something happens that I did not expect.',
  },
  {
    id: 'openness-2',
    trait: 'openness',
    reverse: false,
    text: 'When someone corrects me, I try to learn from it.',
  },
  {
    id: 'patience-3',
    trait: 'patience',
    reverse: false,
    text: 'I can wait without getting upset when a child or a patient is slow to eat or to get dressed.',
  },
  {
    id: 'reliability-3',
    trait: 'reliability',
    reverse: true,
    text: 'I sometimes forget tasks that the family asked me to do.',
  },
  {
    id: 'warmth-3',
    trait: 'warmth',
    reverse: false,
    text: 'I like to comfort people who are hurt or upset.',
  },
  {
    id: 'calm-3',
    trait: 'calm',
    reverse: false,
    text: 'I stay calm when a baby cries for a long time.',
  },
  {
    id: 'openness-3',
    trait: 'openness',
    reverse: true,
    text: 'I feel upset when someone gives me advice about my work.',
  },
  {
    id: 'patience-4',
    trait: 'patience',
    reverse: false,
    text: 'When someone does not understand me the first time, I explain again, kindly.',
  },
  {
    id: 'reliability-4',
    trait: 'reliability',
    reverse: false,
    text: 'I follow routines carefully, such as meal times, medicine times and bed times.',
  },
  {
    id: 'warmth-4',
    trait: 'warmth',
    reverse: false,
    text: 'I speak gently to children and patients, even when I am tired.',
  },
  {
    id: 'calm-4',
    trait: 'calm',
    reverse: true,
    text: 'Small problems make me worry for a long time.',
  },
  {
    id: 'openness-4',
    trait: 'openness',
    reverse: false,
    text: 'I like learning new ways to care for children or patients.',
  },
  {
    id: 'patience-5',
    trait: 'patience',
    reverse: true,
    text: 'I find it hard to wait for other people to finish what they are doing.',
  },
  {
    id: 'reliability-5',
    trait: 'reliability',
    reverse: true,
    text: 'I often leave work unfinished and plan to finish it later.',
  },
  {
    id: 'warmth-5',
    trait: 'warmth',
    reverse: true,
    text: 'It is hard for me to show kindness to people I do not know well.',
  },
  {
    id: 'calm-5',
    trait: 'calm',
    reverse: false,
    text: 'After a hard day, I can rest and start the next day fresh.',
  },
  {
    id: 'openness-5',
    trait: 'openness',
    reverse: true,
    text: 'I prefer to do things my own way, even when the family asks me to change.',
  },
];

/** The answer scale: how much the statement is true of you. */
export const likertScale = [
  { value: 1, label: 'Strongly disagree' },
  { value: 2, label: 'Disagree' },
  { value: 3, label: 'In between' },
  { value: 4, label: 'Agree' },
  { value: 5, label: 'Strongly agree' },
] as const;

export const traitById = (id: TraitId): Trait => traits.find((trait) => trait.id === id)!;
