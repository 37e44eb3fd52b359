import { useIntl } from 'react-intl';
import type { MessageId } from './messages';

type Values = Record<string, string | number>;

/** `t('nav.home')`: a typed shortcut over react-intl's formatMessage. */
export function useT(): (id: MessageId, values?: Values) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
