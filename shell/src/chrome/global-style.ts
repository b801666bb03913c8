import { createGlobalStyle } from 'styled-components';

/** Global styles come from the shell only (DESIGN §1); remotes style their own components. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.5;
    min-height: 100vh;
    display: flex;
    flex-direction: column;
  }
  #chrome-footer { margin-top: auto; }
  #mf-area { min-height: 40vh; }
  #chrome { padding-top: ${({ theme }) => theme.layout.navHeight}; }
  img { max-width: 100%; }
  a { color: inherit; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid #fdba74; outline-offset: 2px; }
`;
