export * from './event-bus';
export * from './open-bus';
export { newEvent, envelopeSchema, topicMatcher } from './envelope';
export { InProcessBus } from './in-process-bus';
export { RabbitMqBus } from './rabbitmq-bus';
