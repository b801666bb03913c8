import { openTempStore, type TempStore } from '../testing/temp-store';
import type { Doc } from './document-store';
import { findPage, pageCount, pageWindow } from './find-page';

describe('pageWindow (page/limit → skip/limit)', () => {
  it('when a page and a limit are asked, then it skips the pages before', () => {
    expect(pageWindow({ page: 3, limit: 5 })).toEqual({ skip: 10, limit: 5 });
  });

  it('when no limit is asked, then the list’s page size is the limit', () => {
    expect(pageWindow({ page: 2, pageSize: 10 })).toEqual({ skip: 10, limit: 10 });
    expect(pageWindow({ pageSize: 10 })).toEqual({ skip: 0, limit: 10 });
  });

  it('when a list is read whole unless paged, then without a page it is not cut, and a limit alone takes its first items', () => {
    expect(pageWindow({ pageSize: 10, wholeUnlessPaged: true })).toEqual({ skip: 0 });
    expect(pageWindow({ limit: 3, pageSize: 10, wholeUnlessPaged: true })).toEqual({ skip: 0, limit: 3 });
    expect(pageWindow({ page: 2, pageSize: 10, wholeUnlessPaged: true })).toEqual({ skip: 10, limit: 10 });
  });
});

describe('pageCount', () => {
  it('when items fill pages, then the last partial page counts; an uncut list is one page, or none when empty', () => {
    expect([pageCount(0, 5), pageCount(5, 5), pageCount(6, 5), pageCount(7, undefined), pageCount(0, undefined)]).toEqual([0, 1, 2, 1, 0]);
  });
});

describe('findPage', () => {
  interface Row extends Doc {
    n: number;
    even: boolean;
  }
  let temp: TempStore;
  beforeEach(async () => {
    temp = await openTempStore('find-page');
    await temp.store.collection<Row>('rows').insertMany(Array.from({ length: 12 }, (_, n) => ({ n, even: n % 2 === 0 })));
  });
  afterEach(() => temp.dispose());
  const rows = () => temp.store.collection<Row>('rows');

  it('when a page of the matches is asked, then it holds that page, sorted, with the count and pages of every match', async () => {
    const page = await findPage(rows(), { even: true }, { sort: { n: -1 }, page: 2, limit: 4 });

    expect(page.items.map((row) => row.n)).toEqual([2, 0]);
    expect(page).toMatchObject({ total: 6, totalPages: 2 });
  });

  it('when a projection is given, then the page’s items carry only the fields it keeps', async () => {
    const page = await findPage(rows(), { even: false }, { sort: { n: 1 }, limit: 2, projection: { n: 1 } });

    expect(page.items.map((row) => Object.keys(row).sort())).toEqual([['_id', 'n'], ['_id', 'n']]);
    expect(page.items.map((row) => row.n)).toEqual([1, 3]);
    expect(page.total).toBe(6);
  });

  it('when a page past the end is asked, then it is empty and still counts the matches', async () => {
    expect(await findPage(rows(), {}, { page: 9, limit: 5 })).toEqual({ items: [], total: 12, totalPages: 3 });
  });
});
