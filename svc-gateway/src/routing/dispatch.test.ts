import type { RequestHandler } from 'express';
import { dispatch } from './dispatch';

const answer: RequestHandler = (_req, res) => void res.end();
const forward = () => answer;
const OWN = { 'get /health': answer, 'get /openapi.json': answer, 'get /docs': answer, 'get /docs/{asset}': answer, 'get /events': answer };

describe('dispatch of the gateway’s own operations', () => {
  it('when every own operation of the table has a handler, then dispatch is built', () => {
    expect(typeof dispatch(forward, OWN)).toBe('function');
  });

  it('when an own operation of the table has no handler, then the gateway does not start, naming it', () => {
    const { 'get /docs/{asset}': _missing, ...rest } = OWN;

    expect(() => dispatch(forward, rest)).toThrow(/without a handler \[get \/docs\/\{asset\}\]/);
  });

  it('when a handler names an operation the table lacks, then the gateway does not start, naming it', () => {
    expect(() => dispatch(forward, { ...OWN, 'get /status': answer })).toThrow(/not in the table \[get \/status\]/);
  });
});
