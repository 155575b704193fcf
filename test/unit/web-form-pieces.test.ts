import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { ApiError } from '../../web/src/lib/api-error';
import { useZodForm } from '../../web/src/lib/forms/use-zod-form';
import { EmailField, NewPasswordField, PasswordField } from '../../web/src/ui/fields';
import { NavList } from '../../web/src/ui/nav-list';
import { MutationStatus } from '../../web/src/ui/status';

/** The shared form and navigation pieces, rendered to HTML (no DOM needed). */
const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);
const noop = () => undefined;

const schema = z.object({ email: z.string().min(1, 'email required'), note: z.string() });

/** Renders once with these values and hands back the form object that render made. */
function formWith(values: { email: string; note: string }) {
  let form: ReturnType<typeof useZodForm<typeof schema, typeof values>> | undefined;
  function Probe() {
    form = useZodForm(schema, values);
    return null;
  }
  html(h(Probe));
  return form!;
}

describe('useZodForm', () => {
  it('binds a field by name: value, change handler and error for a TextField', () => {
    const field = formWith({ email: 'a@b.example', note: '' }).field('email');
    expect(field).toMatchObject({ name: 'email', value: 'a@b.example', error: undefined });
    expect(typeof field.onChange).toBe('function');
  });

  it('sends the checked body, with extra values, and reports success with it', () => {
    const mutate = vi.fn();
    const onSuccess = vi.fn();
    const submit = formWith({ email: 'a@b.example', note: 'hi' }).submitTo(
      { mutate },
      { extra: () => ({ note: 'from extra' }), onSuccess },
    );
    const event = { preventDefault: vi.fn() };
    submit(event as never);
    expect(event.preventDefault).toHaveBeenCalled();
    const [body, options] = mutate.mock.calls[0]!;
    expect(body).toEqual({ email: 'a@b.example', note: 'from extra' });
    options.onSuccess({ message: 'ok' });
    expect(onSuccess).toHaveBeenCalledWith({ message: 'ok' }, body);
  });

  it('sends nothing while a field is wrong', () => {
    const mutate = vi.fn();
    formWith({ email: '', note: '' }).submitTo({ mutate })({ preventDefault: noop } as never);
    expect(mutate).not.toHaveBeenCalled();
  });
});

describe('MutationStatus', () => {
  const idle = { isSuccess: false, isError: false, error: null };

  it('shows nothing before an answer', () => {
    expect(html(h(MutationStatus, { mutation: idle }))).toBe('');
  });

  it('shows the success message as a status', () => {
    const done = { ...idle, isSuccess: true, data: { message: 'Saved.' } };
    expect(html(h(MutationStatus, { mutation: done }))).toBe(
      '<div class="status status--success" role="status"><p>Saved.</p></div>',
    );
  });

  it('shows the API message of a failure as an alert', () => {
    const failed = { ...idle, isError: true, error: new ApiError(409, 'aborted', 'Email in use') };
    const markup = html(h(MutationStatus, { mutation: failed }));
    expect(markup).toContain('role="alert"');
    expect(markup).toContain('<p>Email in use</p>');
  });
});

describe('field presets', () => {
  const bound = { name: 'x', value: '', onChange: noop };

  it('gives an e-mail field its label, keyboard and autofill, which callers may override', () => {
    const markup = html(h(EmailField, bound));
    expect(markup).toContain('>E-mail</label>');
    expect(markup).toMatch(/type="email"[^>]*autoComplete="email"[^>]*inputMode="email"/);
    expect(html(h(EmailField, { ...bound, autoComplete: 'username' }))).toContain(
      'autoComplete="username"',
    );
  });

  it('tells a new password apart from a current one', () => {
    const current = html(h(PasswordField, { ...bound, label: 'Password' }));
    expect(current).toContain('autoComplete="current-password"');
    const fresh = html(h(NewPasswordField, { ...bound, label: 'New password' }));
    expect(fresh).toContain('autoComplete="new-password"');
    expect(fresh).toContain('At least 8 characters.');
  });
});

describe('NavList', () => {
  const links = [
    { to: '/courses', label: 'link.courses' },
    { to: '/aboutus', label: 'link.aboutUs' },
  ] as const;
  const at = (path: string, props: Partial<Parameters<typeof NavList>[0]>) =>
    html(
      h(MemoryRouter, { initialEntries: [path] }, h(NavList, { label: 'Main', links, ...props })),
    );

  it('names the list, shows its links in the reader’s language, and marks the current page only when asked', () => {
    const marked = at('/courses', { markCurrent: true });
    expect(marked).toContain('>Courses</a>');
    expect(marked).toContain('>About us</a>');
    expect(marked).toContain('<nav aria-label="Main">');
    expect(marked).toContain('aria-current="page"');
    expect(at('/courses', {})).not.toContain('aria-current');
  });

  it('repeats the name as a heading for the menu page', () => {
    expect(at('/', { heading: true, listClassName: 'menu-list' })).toContain(
      '<h2>Main</h2><ul class="menu-list">',
    );
  });
});
