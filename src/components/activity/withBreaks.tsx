import { Fragment, type ReactNode } from 'react';

/**
 * `text` with a line-break opportunity after each '@' and before each '.': an email or a domain that does not fit
 * its column wraps there, never inside a word.
 */
export function withBreaks(text: string): ReactNode {
  return text.split(/(?<=@)|(?=\.)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
