import styled from 'styled-components';

/** A short list of label/value pairs (a <dl>) in two columns, as the detail modals show them. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 12px;
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
`;
