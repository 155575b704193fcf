import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence whose [bracketed] parts become elements (a link, a strong word), so
 * each language puts them where its word order wants: `parts[i]` renders the i-th one.
 */
export function MessageParts({
  message,
  parts,
}: {
  message: string;
  parts: ((text: string) => ReactNode)[];
}) {
  return (
    <>
      {message.split(/\[([^\]]*)\]/).map((piece, index) => (
        <Fragment key={index}>
          {index % 2 === 1 ? (parts[(index - 1) / 2]?.(piece) ?? piece) : piece}
        </Fragment>
      ))}
    </>
  );
}
