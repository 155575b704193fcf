import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { JobForm } from '../../web/src/features/jobs/components/job-form';
import { MealOrderForm } from '../../web/src/features/meal-orders/components/meal-order-form';
import { useZodForm } from '../../web/src/lib/forms/use-zod-form';
import { TextField } from '../../web/src/ui/fields';

const idle = { isPending: false, mutate: () => undefined };

/**
 * Each control of a form as a user's tools meet it: its name, whether it says it is required
 * (aria-required), and whether an asterisk is seen beside its label.
 */
function controlsOf(markup: string) {
  const controls = [...markup.matchAll(/<(input|select|textarea)\b([^>]*)>/g)].map(
    ([, , attributes = '']) => {
      const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
      const id = attribute('id') ?? '';
      const marked = new RegExp(
        `<span class="field__label"><label for="${id}">[^<]*</label> <span class="field__required" aria-hidden="true">\\*</span>`,
      ).test(markup);
      return {
        name: attribute('name'),
        ariaRequired: attribute('aria-required') === 'true',
        marked,
      };
    },
  );
  return new Map(controls.map((control) => [control.name, control]));
}

/** The names the API refuses the form without, each seen and said to be required; the rest neither. */
function expectRequired(markup: string, required: string[], optional: string[]) {
  const controls = controlsOf(markup);
  for (const name of required)
    expect(controls.get(name), name).toEqual({ name, ariaRequired: true, marked: true });
  for (const name of optional)
    expect(controls.get(name), name).toEqual({ name, ariaRequired: false, marked: false });
}

describe('required fields are marked, on screen and for screen readers', () => {
  it('the job form: country too, not only the fields whose labels had an asterisk', () => {
    const markup = renderToStaticMarkup(h(JobForm, { email: '', save: idle, submitLabel: 'Save' }));
    expectRequired(
      markup,
      ['email', 'contact', 'position', 'start_date', 'salary', 'hours', 'duration', 'currently_in'],
      ['qualifications', 'region', 'town', 'info', 'terms', 'sex', 'language'],
    );
    // The asterisk is the component's, no longer typed into the label's words.
    expect(markup).not.toMatch(/<label[^>]*>[^<]*\*<\/label>/);
  });

  it('the meal order form', () => {
    const markup = renderToStaticMarkup(h(MealOrderForm, { email: '', save: idle }));
    expectRequired(
      markup,
      ['email', 'contact', 'info', 'start_date', 'salary', 'currently_in'],
      ['region', 'town'],
    );
  });

  it('a form checked with its schema marks what the schema refuses empty', () => {
    const schema = z.object({
      email: z.string().min(1, 'email required'),
      note: z.string().optional(),
      nickname: z.string().default(''),
    });
    function Probe() {
      const form = useZodForm(schema, { email: '', note: '', nickname: '' });
      return h(
        'form',
        null,
        h(TextField, { label: 'E-mail', ...form.field('email') }),
        h(TextField, { label: 'Note', ...form.field('note') }),
        h(TextField, { label: 'Nickname', ...form.field('nickname') }),
      );
    }
    expectRequired(renderToStaticMarkup(h(Probe)), ['email'], ['note', 'nickname']);
  });
});
