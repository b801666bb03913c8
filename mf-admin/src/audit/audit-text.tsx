import { Fragment } from 'react';
import styled from 'styled-components';

/** A token too long for a cell (an id, a link): one line, cut with an ellipsis, whole in its title. */
export const Clipped = styled.span`
  display: inline-block;
  max-width: 14em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
`;

/** A word without spaces longer than 28 characters is clipped rather than widening its column. */
const LONG_WORD = /(\S{29,})/;

/** Text that wraps between its words; a word too long for a line is clipped, with the whole word in its title. */
export function Words({ text }: { text: string }) {
  // Runs of ordinary words stay one text node: the text reads (and is found) as it was written.
  const pieces = text.split(LONG_WORD);
  return (
    <>
      {pieces.map((piece, i) =>
        i % 2 === 1 ? (
          <Clipped key={i} title={piece}>
            {piece}
          </Clipped>
        ) : (
          piece && <Fragment key={i}>{piece}</Fragment>
        ),
      )}
    </>
  );
}

/** An e-mail that may wrap before its `@` and its dots, never inside a name. */
export function Email({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <span>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
