import { API } from '@hostel/contracts';
import type { Response } from 'express';
import { SENT, reply } from '@hostel/platform';
import { csvHeaders, writeCsv, type CsvFile } from '../exports/csv';
import { headcountCsv } from '../exports/headcount-csv';
import { myStatementCsv } from '../exports/my-statement-csv';
import { statementsCsv } from '../exports/statements-csv';
import type { MessRoutes } from '../mess-binder';
import { addAdjustment } from './add-adjustment';
import { closeMonth } from './close-month';
import { myStatement } from './get-my-statement';
import { myStatements } from './list-my-statements';
import { listStatements } from './list-statements';
import type { StatementsContext } from '../context';

/** Monthly statements and their exports (DESIGN §9, §11). */
export function bindStatements(routes: MessRoutes, bills: StatementsContext): void {
  routes.on(API.getMyStatement, ({ query }, { caller }) => myStatement(bills, caller.id, query.month));
  routes.on(API.listMyStatements, (_input, { caller }) => myStatements(bills, caller.id));
  routes.on(API.closeMonth, ({ body }, { audit }) => closeMonth(bills, body.month, audit));
  routes.on(API.listStatements, async ({ query }) => {
    const { data, total, totalPages } = await listStatements(bills, query);
    return reply(200, { data, totalPages }, { 'X-Total-Count': String(total) });
  });
  routes.on(API.addAdjustment, ({ params, body }, { caller, audit }) => addAdjustment(bills, params.id, body, caller.email, audit));
  routes.on(API.headcountCsv, ({ query }, { res }) => sendCsv(res, `headcount-${query.from}-to-${query.to}.csv`, headcountCsv(bills, query.from, query.to)));
  routes.on(API.statementsCsv, ({ query }, { res }) => sendCsv(res, `statements-${query.month}.csv`, statementsCsv(bills, query.month)));
  routes.on(API.myStatementCsv, async ({ query }, { caller, res }) => {
    const statement = await myStatement(bills, caller.id, query.month);
    return sendCsv(res, `statement-${statement.month}.csv`, myStatementCsv(statement));
  });
}

/** Sends a CSV file as it is written (its rows are read from the store a batch at a time), then SENT. */
async function sendCsv(res: Response, fileName: string, file: CsvFile): Promise<typeof SENT> {
  res.status(200).set(csvHeaders(fileName));
  await writeCsv(file, res);
  return SENT;
}
