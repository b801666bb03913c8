import type { Account } from '@hostel/contracts';
import { balanceOf, toEntry, type Books } from './entry-store';

/** The most entries one page answers when the caller names no limit. */
const ENTRIES_PAGE = 20;

/** A boarder's account: the balance (the sum of every entry) and a page of its entries, newest first. */
export async function readAccount(books: Books, userId: string, query: { page?: number; limit?: number }): Promise<Account> {
  const limit = query.limit ?? ENTRIES_PAGE;
  const skip = ((query.page ?? 1) - 1) * limit;
  const [amounts, page] = await Promise.all([
    books.entries.find({ userId }, { projection: { amount: 1 } }),
    books.entries.find({ userId }, { sort: { at: -1, _id: -1 }, skip, limit }),
  ]);
  return { userId, balance: balanceOf(amounts), entries: page.map(toEntry), totalPages: Math.ceil(amounts.length / limit) };
}
