import { createPaymentIntentBody, savePaymentBody } from './payments';

const STATEMENT = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('createPaymentIntentBody: a membership package or a mess statement', () => {
  it('when a package or a statement is named, then each parses as its own shape', () => {
    expect(createPaymentIntentBody.parse({ package: 'GOLD', amount: 399 })).toEqual({ package: 'gold', amount: 399 });
    expect(createPaymentIntentBody.parse({ statementId: STATEMENT, paymentMethodId: 'pm_1' })).toEqual({ statementId: STATEMENT, paymentMethodId: 'pm_1' });
  });

  it('when a statement body carries an amount, then it is refused: the server charges what is owed', () => {
    const result = createPaymentIntentBody.safeParse({ statementId: STATEMENT, amount: 1 });
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toMatch(/send no amount/);
  });

  it('when both a package and a statement are named, then refused, never read as a membership', () => {
    const result = createPaymentIntentBody.safeParse({ statementId: STATEMENT, package: 'gold' });
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toMatch(/not both/);
  });

  it('when a membership body is wrong, then its own message is kept', () => {
    expect(firstMessage(createPaymentIntentBody.safeParse({ package: 'diamond' }))).toBe('must be silver, gold or platinum');
    expect(firstMessage(createPaymentIntentBody.safeParse({ statementId: 'not-an-id' }))).toBe('must be a valid id');
  });
});

describe('savePaymentBody', () => {
  it('when a statement payment is saved, then statementId and transactionId, and no amount', () => {
    expect(savePaymentBody.parse({ statementId: STATEMENT, transactionId: 'pi_1' })).toEqual({ statementId: STATEMENT, transactionId: 'pi_1' });
    expect(savePaymentBody.safeParse({ statementId: STATEMENT, transactionId: 'pi_1', amount: 5 }).success).toBe(false);
    expect(savePaymentBody.parse({ package: 'silver', transactionId: 'pi_1' })).toEqual({ package: 'silver', transactionId: 'pi_1' });
  });
});
