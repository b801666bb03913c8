// Its own module so the live-updates client loads zod and the events' schemas only when an event arrives (see deliver).
export { streamEventSchema } from '@hostel/contracts';
