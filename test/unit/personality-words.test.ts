import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../lambdas/core/i18n/locales';
import { serverNamespace, type MessageValues } from '../../lambdas/core/i18n/server-namespace';
import { items, likertScale, traitIds, traits } from '../../lambdas/core/personality/questionnaire';
import {
  levelWords,
  summaryOf,
  type Level,
  type TraitScore,
} from '../../lambdas/core/personality/scoring';
import type { UiKey } from '../../web/src/ui/i18n';
import { levelName, summaryText, traitName } from '../../web/src/ui/personality-words';
import personalityEn from '../../web/src/features/personality/locales/en.json';
import uiEn from '../../web/src/ui/locales/en.json';
import uiFr from '../../web/src/ui/locales/fr.json';
import uiPt from '../../web/src/ui/locales/pt.json';
import uiSw from '../../web/src/ui/locales/sw.json';
import uiBem from '../../web/src/ui/locales/bem.json';
import uiNy from '../../web/src/ui/locales/ny.json';

/*
 * The questionnaire's English (lambdas/core/personality/questionnaire.ts) is the source the
 * translations are made from; the SPA shows the catalogues. These tie the two: a statement,
 * trait or answer added or reworded there fails here until the catalogues say it too.
 */

const personality: Record<string, string> = personalityEn;
const ui: Record<string, string> = uiEn;

const uiWords = serverNamespace<UiKey>({
  en: uiEn,
  fr: uiFr,
  pt: uiPt,
  sw: uiSw,
  bem: uiBem,
  ny: uiNy,
} as Record<Locale, Record<UiKey, string>>);
const tIn = (locale: Locale) => (key: UiKey, values?: Record<string, unknown>) =>
  uiWords.in(locale)(key, values as MessageValues);

const scoresOf = (entries: [TraitScore['trait'], number][]): TraitScore[] =>
  entries.map(([trait, score]) => ({ trait, score }));

/** Score sets that reach every kind of summary sentence (see summaryParts). */
const examples: TraitScore[][] = [
  scoresOf(traitIds.map((id) => [id, 75])), // all strong, tied
  scoresOf(traitIds.map((id, i) => [id, 80 + i])), // all strong, one on top
  scoresOf([
    ['patience', 90],
    ['reliability', 80],
    ['warmth', 75],
    ['calm', 50],
    ['openness', 20],
  ]),
  scoresOf([
    ['patience', 90],
    ['reliability', 50],
    ['warmth', 50],
    ['calm', 50],
    ['openness', 50],
  ]),
  scoresOf([
    ['patience', 60],
    ['reliability', 50],
    ['warmth', 30],
    ['calm', 20],
    ['openness', 50],
  ]),
  scoresOf([
    ['patience', 30],
    ['reliability', 30],
    ['warmth', 30],
    ['calm', 30],
    ['openness', 30],
  ]),
  scoresOf(traitIds.map((id) => [id, 50])), // balanced, tied
  scoresOf([
    ['patience', 50],
    ['reliability', 55],
    ['warmth', 50],
    ['calm', 60],
    ['openness', 45],
  ]),
];

describe('the personality catalogues follow the questionnaire', () => {
  it('have every statement under its id, in the English of questionnaire.ts', () => {
    for (const item of items) expect(personality[`item.${item.id}`], item.id).toBe(item.text);
    const statementKeys = Object.keys(personality).filter((key) => key.startsWith('item.'));
    expect(statementKeys.sort()).toEqual(items.map((item) => `item.${item.id}`).sort());
  });

  it('have every trait: name and phrase for the result, definition for the test page', () => {
    for (const trait of traits) {
      expect(ui[`personality.trait.${trait.id}.name`], trait.id).toBe(trait.name);
      expect(ui[`personality.trait.${trait.id}.phrase`], trait.id).toBe(trait.phrase);
      expect(personality[`trait.${trait.id}.definition`], trait.id).toBe(trait.definition);
    }
    const traitKeys = Object.keys(ui).filter((key) => key.startsWith('personality.trait.'));
    expect(traitKeys).toHaveLength(traits.length * 2);
  });

  it('have the answer scale and the level words', () => {
    for (const { value, label } of likertScale) expect(personality[`likert.${value}`]).toBe(label);
    for (const [level, words] of Object.entries(levelWords))
      expect(levelName(tIn('en'), level as Level)).toBe(words);
  });

  it('word the summary as the API does in English', () => {
    for (const scores of examples) expect(summaryText(tIn('en'), scores)).toBe(summaryOf(scores));
  });

  it('word the summary, names and levels in every language, without raw placeholders', () => {
    for (const locale of locales) {
      const t = tIn(locale);
      for (const scores of examples) {
        const text = summaryText(t, scores);
        expect(text, `${locale}: ${text}`).toMatch(/\S/);
        expect(text, `${locale}: ${text}`).not.toMatch(/[{}]|personality\./);
      }
      for (const id of traitIds) expect(traitName(t, id)).not.toMatch(/personality\./);
    }
    expect(summaryText(tIn('fr'), examples[2]!)).toBe(
      "Points les plus forts : la patience et la fiabilité. Encore en progression : l'ouverture aux conseils.",
    );
  });
});
