/** NODE_ENV=test only: the kit's `PUT /test/clock`, which the API suites use to move svc-mess's clock. */
export { testClockRouter } from '@hostel/platform';
