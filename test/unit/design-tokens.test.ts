import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One look: the colours, text sizes, spaces and radii of every screen are the design tokens of
 * styles.css's :root, never a value of their own (the app has this one stylesheet).
 */
const css = readFileSync(join(import.meta.dirname, '../../web/src/ui/styles.css'), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);
const rootStart = css.indexOf(':root {');
const rootEnd = css.indexOf('}', rootStart);
const tokens = css.slice(rootStart, rootEnd);
const rules = css.slice(0, rootStart) + css.slice(rootEnd + 1);

/** Every `property: value` of the rules outside :root. */
const declarations = [...rules.matchAll(/([a-z-]+)\s*:\s*([^;{}]+);/g)].map(
  ([, property, value]) => ({
    property: property!,
    value: value!.trim(),
  }),
);

const defined = new Set([...tokens.matchAll(/(--[\w-]+)\s*:/g)].map(([, name]) => name!));
const tokenOf = (value: string, family: string) =>
  new RegExp(`^var\\(--${family}[\\w-]*\\)$`).test(value) ||
  /^calc\(-1 \* var\(--[\w-]+\)\)$/.test(value);

describe('the design tokens', () => {
  it('hold every colour: no colour is written outside :root', () => {
    const colours = declarations.filter(({ value }) =>
      /#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i.test(value),
    );
    expect(colours).toEqual([]);
  });

  it('give every text size from the type scale', () => {
    const sizes = declarations.filter(({ property }) => property === 'font-size');
    expect(sizes.length).toBeGreaterThan(10);
    expect(sizes.filter(({ value }) => !tokenOf(value, 'text-') && value !== 'inherit')).toEqual(
      [],
    );
  });

  it('give every margin, padding and gap from the spacing scale (or 0, auto)', () => {
    const spaces = declarations.filter(({ property }) =>
      /^(margin|padding|gap|row-gap|column-gap)(-[a-z]+)*$/.test(property),
    );
    expect(spaces.length).toBeGreaterThan(50);
    const odd = spaces.filter(({ value }) =>
      (value.match(/calc\((?:[^()]|\([^()]*\))*\)|\S+/g) ?? []).some(
        (part) => part !== '0' && part !== 'auto' && !tokenOf(part, 'space-'),
      ),
    );
    expect(odd).toEqual([]);
  });

  it('give every corner from the radii (or a circle)', () => {
    const corners = declarations.filter(({ property }) => property === 'border-radius');
    expect(corners.filter(({ value }) => !tokenOf(value, 'radius') && value !== '50%')).toEqual([]);
  });

  it('name only tokens that are defined', () => {
    const used = [...rules.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name!);
    // --placeholder is set per element by the blurred image (ui/blur-image.tsx).
    expect(
      [...new Set(used)].filter((name) => !defined.has(name) && name !== '--placeholder'),
    ).toEqual([]);
  });
});
