export * from './event-bus';
export * from './open-bus';
export { newEvent, envelopeSchema, topicMatcher } from './envelope';
export { InProcessBus, type InProcessDeadLetter } from './in-process-bus';
export { RabbitMqBus, brokerUserOf } from './rabbitmq-bus';
export { declaredPublishers, publisherRefusal, type PublisherRule } from './publishers';
export { DEFAULT_RETRY_POLICY, PermanentEventError, isPermanentFailure, type RetryPolicy } from './retry';
export { deadLetterQueueOf } from './dead-letter-queue';
export { listDeadLetters, redriveDeadLetters, type DeadLetter, type DeadLetterQueueReport } from './dead-letters';
