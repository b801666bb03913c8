import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useShellT } from '../i18n';

const Box = styled.section`
  min-height: 50vh;
  display: grid;
  place-content: center;
  text-align: center;
  gap: 12px;
`;

export function ErrorPage() {
  const { t } = useShellT();
  return (
    <Box role="alert">
      <h1>{t('error.title')}</h1>
      <p>
        <Link to="/">{t('error.backHome')}</Link>
      </p>
    </Box>
  );
}
