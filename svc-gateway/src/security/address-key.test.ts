import { addressKey } from './address-key';

describe('addressKey (whose budget an address spends)', () => {
  it('when two IPv6 addresses share a /64, then they share a key, however they are written', () => {
    const keys = ['2001:db8:aa:1::1', '2001:db8:aa:1:ffff:ffff:ffff:fffe', '2001:0db8:00aa:0001:1234:5678:9abc:def0'].map(addressKey);

    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toBe('2001:db8:aa:1::/64');
  });

  it('when an IPv6 address is in another /64, then its key differs', () => {
    expect(addressKey('2001:db8:aa:2::1')).not.toBe(addressKey('2001:db8:aa:1::1'));
  });

  it('when an IPv4 client is seen through a dual-stack socket, then its key is the IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.8')).not.toBe(addressKey('::ffff:203.0.113.7'));
  });

  it('when the address carries a zone index or is not an address, then it still gets a key of its own', () => {
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('unknown')).toBe('unknown');
  });
});
