/** What each kind of message says, in the reader's language: written when the message is read. */
import type { MessageKind } from '@pedestal/contract';
import type { Language } from '@pedestal/contract/schemas/auth';
import type { MessageParams, MessageText, Texts } from './message-params';
import { en } from './texts-en';
import { zhCN } from './texts-zh';

export type { MessageParams, MessageText } from './message-params';

const TEXTS: Record<Language, Texts> = { en, 'zh-CN': zhCN };

/** A message's title and body in `language`, from its kind and values. */
export function messageText<K extends MessageKind>(language: Language, kind: K, params: MessageParams[K]): MessageText {
  return (TEXTS[language][kind] as (p: MessageParams[K]) => MessageText)(params);
}
