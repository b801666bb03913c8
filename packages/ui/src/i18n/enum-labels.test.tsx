import { act, render, screen } from '@testing-library/react';
import { ALLERGENS, BADGES, CATEGORIES, DIET_TAGS } from '@hostel/contracts';
import { changeLanguage } from './i18n';
import { enumLabels, useEnumLabels } from './enum-labels';

function Names() {
  const labels = useEnumLabels();
  return <p data-testid="names">{[labels.category('Lunch'), labels.diet('gluten-free'), labels.allergen('shellfish'), labels.badge('Platinum'), labels.category('Supper')].join(' | ')}</p>;
}

describe('the enums’ names, said once in the kit (issue 26)', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when a component names enums, then it reads the spec’s English, and Bengali after a switch; a value the kit does not know stays as it came', async () => {
    render(<Names />);
    expect(screen.getByTestId('names')).toHaveTextContent('Lunch | Gluten-free | Shellfish | Platinum | Supper');
    await act(() => changeLanguage('bn'));
    expect(screen.getByTestId('names')).toHaveTextContent('দুপুরের খাবার | গ্লুটেনমুক্ত | চিংড়ি-কাঁকড়া | প্লাটিনাম | Supper');
  });

  it('every value of every enum has a name in both languages, Breakfast spelled নাস্তা everywhere', async () => {
    const all = () => [...CATEGORIES.map(enumLabels().category), ...DIET_TAGS.map(enumLabels().diet), ...ALLERGENS.map(enumLabels().allergen), ...BADGES.map(enumLabels().badge)];
    const english = all();
    expect(english.slice(0, 3)).toEqual(['Breakfast', 'Lunch', 'Dinner']);
    await act(() => changeLanguage('bn'));
    const bengali = all();
    expect(bengali[0]).toBe('নাস্তা');
    // No name is left as its key or in Latin letters.
    for (const name of bengali) expect(name).not.toMatch(/[A-Za-z]/);
    expect(new Set(bengali).size).toBe(bengali.length);
  });
});
