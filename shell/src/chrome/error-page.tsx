import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Box = styled.section`
  min-height: 50vh;
  display: grid;
  place-content: center;
  text-align: center;
  gap: 12px;
`;

export function ErrorPage() {
  return (
    <Box role="alert">
      <h1>Something went wrong</h1>
      <p>
        <Link to="/">Back to Home</Link>
      </p>
    </Box>
  );
}
