import { escapeRegex, textSearch } from './search-text';

describe('escapeRegex', () => {
  it('when a search holds pattern characters, then the pattern built from it matches only that text', () => {
    const search = 'C++ (hot) [1/2] $5.00 ^_^ a|b \\ {x}?*';
    const pattern = new RegExp(`^${escapeRegex(search)}$`);

    expect(pattern.test(search)).toBe(true);
    expect(pattern.test('CC (hot) [1/2] $5.00 ^_^ a|b \\ {x}?*')).toBe(false);
  });
});

describe('textSearch', () => {
  it('when there is no search, then everything matches', () => {
    expect(textSearch(undefined, ['title'])).toEqual({});
    expect(textSearch('', ['title', 'email'])).toEqual({});
  });

  it('when one field is searched, then it is a case-insensitive "contains" on that field', () => {
    expect(textSearch('a.b', ['title'])).toEqual({ title: { $regex: 'a\\.b', $options: 'i' } });
  });

  it('when several fields are searched, then any of them may contain the text', () => {
    expect(textSearch('ann', ['name', 'email'])).toEqual({
      $or: [{ name: { $regex: 'ann', $options: 'i' } }, { email: { $regex: 'ann', $options: 'i' } }],
    });
  });
});
