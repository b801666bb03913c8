import { isMobileMoney, receiptNumberOf, referenceKeyOf } from './receipts';

describe('receipts’ numbers and references', () => {
  it('when numbered, then R-YYYYMM-NNNN with the sequence padded to four digits', () => {
    expect(receiptNumberOf('202612', 7)).toBe('R-202612-0007');
    expect(receiptNumberOf('202612', 12345)).toBe('R-202612-12345');
  });

  it('when a mobile-money transfer is keyed, then by its method and transaction id whatever the case or spaces; cash by its own receipt', () => {
    expect(isMobileMoney('bKash')).toBe(true);
    expect(isMobileMoney('cash')).toBe(false);
    expect(referenceKeyOf('bKash', ' 8N7A6B5C ', 'R-202612-0001')).toBe(referenceKeyOf('bKash', '8n7a6b5c', 'R-202612-0002'));
    expect(referenceKeyOf('Nagad', '8N7A6B5C', 'R-202612-0001')).not.toBe(referenceKeyOf('bKash', '8N7A6B5C', 'R-202612-0001'));
    expect(referenceKeyOf('cash', 'desk', 'R-202612-0001')).not.toBe(referenceKeyOf('cash', 'desk', 'R-202612-0002'));
  });
});
