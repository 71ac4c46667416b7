import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { i18next, type MessageKey } from './index';
import { useTranslation } from './react';

/**
 * A text with inline elements: `<terms>Terms of Use</terms>` in the message becomes the `terms`
 * element with that text inside, so each language orders the sentence its own way.
 */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: MessageKey;
  values?: Record<string, string | number>;
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  useTranslation();
  const text = (i18next.t as (key: string, options?: object) => string)(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    parts.push(text.slice(last, match.index));
    const element = components[match[1]!];
    parts.push(element ? cloneElement(element, { key: match.index }, match[2]) : match[2]);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
