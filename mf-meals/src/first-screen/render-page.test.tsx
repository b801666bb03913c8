import { API } from '@hostel/contracts';
/**
 * @jest-environment node
 */
import { inRenderLanguage } from '@hostel/contracts/render-language';
import { mealFixture, fakeApi, routeOf } from '@hostel/ui/testing';
import { renderPage } from './render-page';

/** The served markup's words: tags and the styles' and data's text left out. */
const wordsOf = (html: string) => html.replace(/<[^>]+>/g, ' ');

describe("mf-meals' first-screen renderer in both languages", () => {
  beforeEach(() => {
    fakeApi({ [routeOf(API.listMeals)]: { body: [mealFixture({ title: 'Beef Tehari', category: 'Dinner', price: 180 })], headers: { 'X-Total-Count': '1' } } });
  });

  it('when All Meals is rendered in Node for a visitor whose language is Bengali, then the served words are Bengali (the catalogues are registered in the renderer too)', async () => {
    const screen = await inRenderLanguage('bn', () => renderPage('/meals', 'http://api'));

    const words = wordsOf(screen!.html);
    expect(words).toContain('সব খাবার');
    expect(words).toContain('রাতের খাবার');
    expect(words).toContain('১৮০৳');
    expect(words).toContain('বিস্তারিত দেখুন');
    expect(words).not.toMatch(/All Meals|View Details|allMeals\./);
  });

  it('when it is rendered for an English visitor, then the spec’s English words are served', async () => {
    const screen = await inRenderLanguage('en', () => renderPage('/meals', 'http://api'));

    const words = wordsOf(screen!.html);
    expect(words).toContain('All Meals');
    expect(words).toContain('View Details');
    expect(words).toContain('180 TK');
    // No Bengali letter or digit (the taka sign, U+09F3, is in the same Unicode block).
    expect(words).not.toMatch(/[\u0980-\u09F2\u09F4-\u09FF]/);
  });
});
