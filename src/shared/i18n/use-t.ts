import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './messages';

type Values = Record<string, string | number>;

/** `t('nav.home')`: a typed shortcut over react-intl's formatMessage, the same function until the language changes. */
export function useT(): (id: MessageId, values?: Values) => string {
  const intl = useIntl();
  return useMemo(() => (id: MessageId, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}
