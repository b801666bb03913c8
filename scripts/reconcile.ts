/**
 * `npm run reconcile` checks the mess's books through the gateway (DESIGN §11): svc-mess's own check (every balance
 * the sum of its entries, every statement's closing opening + charges − payments, every receipt posted), then the card
 * payments in the accounts against what svc-payments recorded as charged less refunded. It prints every mismatch and
 * exits 1 when there is one. GATEWAY_URL (default `npm start`'s) and ADMIN_TOKEN (an admin's session token) say where
 * and as whom; `--month YYYY-MM` limits the statements checked.
 */
import { z } from 'zod';
import { API, cardMismatches, cardTotalsResponse, reconciliationResponse, type Mismatch } from '@hostel/contracts';
import { loadConfig } from '@hostel/platform';

const reconcileEnv = z.object({ GATEWAY_URL: z.url().default('http://127.0.0.1:8080'), ADMIN_TOKEN: z.string().min(1) });

async function read<T>(gateway: string, token: string, path: string, schema: z.ZodType<T>): Promise<T> {
  const res = await fetch(`${gateway}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return schema.parse(await res.json());
}

export async function main(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const { GATEWAY_URL: gateway, ADMIN_TOKEN: token } = loadConfig(reconcileEnv, env);
  const monthAt = args.indexOf('--month');
  const month = monthAt >= 0 ? args[monthAt + 1] : undefined;
  const books = await read(gateway, token, `${API.getReconciliation.path}${month ? `?month=${encodeURIComponent(month)}` : ''}`, reconciliationResponse);
  const charged = await read(gateway, token, API.cardTotals.path, cardTotalsResponse);
  const mismatches: Mismatch[] = [...books.mismatches, ...cardMismatches(books.cards, charged.data)];
  console.log(`${books.accounts} accounts, ${books.statements} statements${month ? ` of ${month}` : ''}, ${charged.data.length} boarders paying by card checked at ${books.checkedAt}`);
  for (const mismatch of mismatches) console.log(`  ${mismatch.kind} ${mismatch.subject}: expected ${mismatch.expected}, found ${mismatch.actual}`);
  console.log(mismatches.length === 0 ? 'The books agree.' : `${mismatches.length} mismatch${mismatches.length === 1 ? '' : 'es'}.`);
  return mismatches.length === 0 ? 0 : 1;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(2);
    },
  );
}
