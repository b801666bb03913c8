import { render } from '@testing-library/react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import styled, { ThemeProvider } from 'styled-components';
import { theme } from '@hostel/tokens';
import { RemoteProviders } from '../remote/remote-root';
import { adoptFirstScreenStyles, FIRST_SCREEN_DATA_ID, FIRST_SCREEN_NAMES, firstScreenUsed, seedFromFirstScreen } from './first-screen-data';
import { firstScreenClient, loadingSession, renderFirstScreen } from './render-first-screen';

const Title = styled.h1`
  color: rebeccapurple;
`;

function MealTitle() {
  const { data } = useQuery({ queryKey: ['meal', 1], queryFn: async (): Promise<string> => 'never fetched on the server' });
  return <Title>{data ?? 'Loading'}</Title>;
}

async function served(answer: unknown) {
  const client = firstScreenClient();
  await client.prefetchQuery({ queryKey: ['meal', 1], queryFn: async () => answer });
  return renderFirstScreen(
    <RemoteProviders client={client} session={loadingSession}>
      <MealTitle />
    </RemoteProviders>,
    client,
    ['/api/uploads/1'],
  );
}

describe('the first screen', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('when a page is rendered with its read answered, then the markup shows the answer and carries it for the browser', async () => {
    const screen = await served('Beef Tehari');

    expect(screen.html).toContain('>Beef Tehari</h1>');
    expect(screen.data).toContain(`id="${FIRST_SCREEN_DATA_ID}"`);
    expect(screen.images).toEqual(['/api/uploads/1']);
  });

  it('when an answer holds "</script>", then it cannot end the data element early', async () => {
    const screen = await served('</script><script>alert(1)</script>');

    expect(screen.data.match(/<\/script>/g)).toHaveLength(1);
    expect(screen.data).toContain('\\u003c/script>');
  });

  it("when the styles are served, then the browser's styled-components finds their rules on the page and inserts none of them again", async () => {
    const screen = await served('Beef Tehari');

    expect(screen.styles).toContain('rebeccapurple');
    expect(screen.styles).not.toContain('data-styled');
    expect(screen.styles).toMatch(new RegExp(`${FIRST_SCREEN_NAMES}="[\\w-]+:\\w+`));
    document.head.innerHTML = screen.styles;
    document.body.innerHTML = `<main id="mf-area">${screen.html}</main>`;
    const servedHead = document.head.innerHTML;

    adoptFirstScreenStyles();
    render(
      <ThemeProvider theme={theme}>
        <Title>Beef Tehari</Title>
      </ThemeProvider>,
    );

    // The served element is still the only one holding the rule: nothing was generated again beside it.
    expect([...document.querySelectorAll('style')].filter((element) => element.textContent?.includes('rebeccapurple'))).toHaveLength(1);
    expect(document.head.innerHTML.startsWith(servedHead)).toBe(true);
  });

  it("when the browser's query client is made, then it starts with the served answers, until the root has committed", async () => {
    const screen = await served('Beef Tehari');
    document.body.innerHTML = `<main id="mf-area">${screen.html}${screen.data}</main>`;

    const client = new QueryClient();
    seedFromFirstScreen(client);
    expect(client.getQueryData(['meal', 1])).toBe('Beef Tehari');
    expect(document.getElementById(FIRST_SCREEN_DATA_ID)).toBeNull();
    // A transition's first render started over makes its client again: it still gets the answers.
    const again = new QueryClient();
    seedFromFirstScreen(again);
    expect(again.getQueryData(['meal', 1])).toBe('Beef Tehari');

    firstScreenUsed();
    const later = new QueryClient();
    seedFromFirstScreen(later);
    expect(later.getQueryData(['meal', 1])).toBeUndefined();
  });

  it('when a read failed, then nothing is carried and the browser asks again', async () => {
    const client = firstScreenClient();
    await client.prefetchQuery({ queryKey: ['meal', 1], queryFn: async () => Promise.reject(new Error('gateway down')) });
    const screen = renderFirstScreen(
      <ThemeProvider theme={theme}>
        <Title>All Meals</Title>
      </ThemeProvider>,
      client,
    );

    expect(screen.data).toBe('');
  });
});
