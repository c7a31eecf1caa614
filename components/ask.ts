// The extension's askers, through the one message table (lib/messages/messageTable.ts): `ask` for what the
// background answers, `askTab` for what a tab's overlay answers. A failed round trip or a malformed answer gives the
// message's failure value, never a guess.
import { browser } from 'wxt/browser';
import { askThrough } from '../lib/messages/askThrough';
import type { AnswerOf, MessageTo, RequestOf } from '../lib/messages/messageTable';

export function ask<T extends MessageTo<'background'>>(type: T, request: RequestOf<T>): Promise<AnswerOf<T>> {
  return askThrough((message) => browser.runtime.sendMessage(message), type, request);
}

export function askTab<T extends MessageTo<'tab'>>(tabId: number, type: T, request: RequestOf<T>): Promise<AnswerOf<T>> {
  return askThrough((message) => browser.tabs.sendMessage(tabId, message), type, request);
}
