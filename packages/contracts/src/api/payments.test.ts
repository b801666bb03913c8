import { createPaymentIntentBody, savePaymentBody } from './payments';

const STATEMENT = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('createPaymentIntentBody: a membership package or a mess statement', () => {
  it('when a package or a statement is named, then each parses as its own shape', () => {
    expect(createPaymentIntentBody.parse({ package: 'GOLD', amount: 399 })).toEqual({ package: 'gold', amount: 399 });
    expect(createPaymentIntentBody.parse({ statementId: STATEMENT, paymentMethodId: 'pm_1' })).toEqual({ statementId: STATEMENT, paymentMethodId: 'pm_1' });
  });

  it('when a statement body carries an amount, then whole taka of at least 10 pay part of it; less is refused', () => {
    expect(createPaymentIntentBody.parse({ statementId: STATEMENT, amount: 500 })).toEqual({ statementId: STATEMENT, amount: 500 });
    const result = createPaymentIntentBody.safeParse({ statementId: STATEMENT, amount: 1 });
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toMatch(/at least 10 taka/);
  });

  it('when a deposit is named, then 10 to 50,000 taka are paid ahead; beyond is refused', () => {
    expect(createPaymentIntentBody.parse({ deposit: 2000 })).toEqual({ deposit: 2000 });
    expect(createPaymentIntentBody.safeParse({ deposit: 50_001 }).success).toBe(false);
    expect(createPaymentIntentBody.safeParse({ deposit: 9 }).success).toBe(false);
  });

  it('when both a package and a statement are named, then refused, never read as a membership', () => {
    const result = createPaymentIntentBody.safeParse({ statementId: STATEMENT, package: 'gold' });
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toMatch(/only one/);
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
