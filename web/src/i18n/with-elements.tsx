import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements (links) in it, in whatever word order the language puts
 * them: `message` is given each placeholder as the marker "{name}", which the element then
 * replaces. "Questions? {link}." with { link: <Link…> } reads "Questions? <a>…</a>.".
 */
export function withElements(
  message: (values: Record<string, string>) => string,
  elements: Record<string, ReactNode>,
): ReactNode {
  const markers = Object.fromEntries(Object.keys(elements).map((name) => [name, `{${name}}`]));
  return message(markers)
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return (
        <Fragment key={index}>
          {name !== undefined && name in elements ? elements[name] : part}
        </Fragment>
      );
    });
}
