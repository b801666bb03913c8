import { createGlobalStyle } from 'styled-components';
import { bengaliPageFonts } from '@hostel/tokens';

/** Global styles come from the shell only (DESIGN §1); remotes style their own components. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  ${bengaliPageFonts}
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
  /* Content that arrives late must not push a visible footer down (a layout shift): the footer shows once the
     first route has mounted (root-config marks the body), and a remote's area holds at least the rest of the
     screen while it fills in, on a remote's page (the footer marks the body) already before the remote mounts: a
     signed-in page's remote mounts only once the session is known, after the first route. */
  #chrome-footer { margin-top: auto; }
  body:not(.routed) #chrome-footer { display: none; }
  #mf-area:not(:empty), body[data-remote-page] #mf-area { min-height: calc(100vh - ${({ theme }) => theme.layout.navHeight}); }
  #chrome { padding-top: ${({ theme }) => theme.layout.navHeight}; }
  img { max-width: 100%; }
  a { color: inherit; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid #fdba74; outline-offset: 2px; }
`;
