import { MESSAGES } from './messages';

/** A refusal's machine code: the name of its message in MESSAGES (the messages a person is shown as they are). */
export type ErrorCode = { [K in keyof typeof MESSAGES]: (typeof MESSAGES)[K] extends string ? K : never }[keyof typeof MESSAGES];

const CODE_OF = new Map<string, ErrorCode>(Object.entries(MESSAGES).flatMap(([code, message]) => (typeof message === 'string' ? [[message, code as ErrorCode]] : [])));

/**
 * The code of a refusal's message, when it is one of MESSAGES: the error answer carries it beside the
 * English message, so a browser in Bengali shows its catalogue's sentence for it.
 */
export const errorCodeOf = (message: string): ErrorCode | undefined => CODE_OF.get(message);
