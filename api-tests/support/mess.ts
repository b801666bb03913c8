import { API, pathOf } from '@hostel/contracts';
import type { Actor } from './actors';
import { api, type ApiResponse } from './client';
import { idOf } from './fixtures';

/**
 * Joins the mess from `from` and has the admin approve the join (DESIGN §11: a join waits for approval unless its
 * e-mail's domain is auto-approved); answers the join's response, then the approval's.
 */
export async function joinApproved(boarder: Actor, from: string, boss: Actor): Promise<{ joined: ApiResponse; approved: ApiResponse }> {
  const joined = await api(pathOf(API.joinMess), { token: boarder.token, body: { from } });
  const approved = joined.status === 200 ? await api(pathOf(API.approveBoarder, { userId: idOf(boarder) }), { method: 'POST', token: boss.token }) : joined;
  return { joined, approved };
}
