import { MongoNetworkError, MongoServerError, MongoServerSelectionError } from 'mongodb';
import { isUnreachable } from './mongo-store';

describe('isUnreachable', () => {
  it("when the driver passes on Node's own EPIPE (a command written to a connection the server just closed), then the store counts as unreachable", () => {
    // As node:net throws it from a write after the other side ended the socket (seen in the store-outage fault test).
    const epipe = Object.assign(new Error('This socket has been ended by the other party'), { code: 'EPIPE' });

    expect(isUnreachable(epipe)).toBe(true);
  });

  it('when the driver reports a lost connection or no server to select, then the store counts as unreachable', () => {
    expect(isUnreachable(new MongoNetworkError('connection 3 to 127.0.0.1:27017 closed'))).toBe(true);
    expect(isUnreachable(new MongoServerSelectionError('Server selection timed out after 3000 ms', { servers: new Map() } as never))).toBe(true);
  });

  it('when the server answers with an error of its own, or the code fails, then it is not an outage', () => {
    expect(isUnreachable(new MongoServerError({ message: 'E11000 duplicate key error', code: 11000 }))).toBe(false);
    expect(isUnreachable(new TypeError("Cannot read properties of undefined (reading 'title')"))).toBe(false);
    expect(isUnreachable(undefined)).toBe(false);
  });
});
