// One way to ask anything of another part of the extension: send the message of a type in ./messageTable.ts, check
// the answer against that type's row, and return its failure value for a failed round trip or a malformed answer.
// Pure: the sending itself (runtime.sendMessage, tabs.sendMessage) is handed in by components/ask.ts.
import { type AnswerOf, MESSAGES, type MessageType, NO_ANSWER, NOT_AN_ANSWER, type ReproLensMessage, type RequestOf } from './messageTable';

/** Sends one message and resolves with whatever came back (rejects when nothing can receive it). */
export type Send = (message: ReproLensMessage) => Promise<unknown>;

export async function askThrough<T extends MessageType>(send: Send, type: T, request: RequestOf<T>): Promise<AnswerOf<T>> {
  const row = MESSAGES[type];
  let value: unknown;
  try {
    value = await send({ type, ...request } as ReproLensMessage);
  } catch (error) {
    return row.failure(error instanceof Error ? error.message : String(error));
  }
  const answer = row.answerOf(value);
  return answer === NOT_AN_ANSWER ? row.failure(NO_ANSWER[row.to]) : answer;
}
