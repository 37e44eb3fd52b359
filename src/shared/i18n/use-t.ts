import { useMemo } from 'react';
import type { MessageId } from './messages';
import { useTranslator } from './translator';

type Values = Record<string, string | number>;

/** `t('nav.home')`: a typed shortcut over the language's formatMessage, the same function until the language changes. */
export function useT(): (id: MessageId, values?: Values) => string {
  const intl = useTranslator();
  return useMemo(() => (id: MessageId, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}
