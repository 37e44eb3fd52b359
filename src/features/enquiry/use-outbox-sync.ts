import { useEffect } from 'react';
import { useT } from '../../shared/i18n/use-t';
import { whenIdle } from '../../shared/when-idle';
import { listenToOutbox } from './core/outbox-channel';
import { showEnquiryToast } from './enquiry-toast';
import { loadOutboxClient } from './load-outbox-client';

/** Every page delivers waiting enquiries (starting once the page is idle) and tells the visitor, in this tab's language, when one has gone. */
export function useOutboxSync() {
  const t = useT();

  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    const cancel = whenIdle(() => {
      loadOutboxClient()
        .then((client) => {
          if (!unmounted) stop = client.startOutboxSync();
        })
        .catch((error: unknown) => console.error('Enquiry outbox: could not start', error));
    });
    return () => {
      unmounted = true;
      cancel();
      stop?.();
    };
  }, []);

  useEffect(
    () =>
      listenToOutbox((message) => {
        if (message.type !== 'delivered') return;
        for (const { ref } of message.enquiries) {
          showEnquiryToast('success', t('enquiry.toast.deliveredTitle'), t('enquiry.toast.deliveredText', { ref }));
        }
      }),
    [t],
  );
}
