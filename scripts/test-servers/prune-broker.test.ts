import { queuesToPrune } from './prune-broker';

describe('which queues the test servers prune from RabbitMQ', () => {
  it('when earlier runs left queues, then theirs go; the default exchange’s and a running suite’s (with its dead letters) stay', () => {
    const listing = [
      { name: 'live.366c0703.svc-meals', consumers: 0 },
      { name: 'live.366c0703.svc-meals.dlq', consumers: 0 },
      { name: 'bench.4ec1a6d7.svc-users', consumers: 0 },
      { name: 'hostel.events.svc-meals', consumers: 0 },
      { name: 'hostel.events.svc-meals.dlq', consumers: 0 },
      { name: 'api.9f1e22aa.svc-meals', consumers: 1 },
      { name: 'api.9f1e22aa.svc-meals.dlq', consumers: 0 },
    ];

    expect(queuesToPrune(listing)).toEqual(['live.366c0703.svc-meals', 'live.366c0703.svc-meals.dlq', 'bench.4ec1a6d7.svc-users']);
  });
});
