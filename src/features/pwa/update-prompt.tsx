import toast from 'react-hot-toast/headless';
import type { useT } from '../../shared/i18n/use-t';

/** True while the visitor has typed into any form field: an update must not wipe it. */
export function formHoldsText(): boolean {
  const typed = 'form input:not([type=hidden]):not([type=checkbox]), form textarea';
  return [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(typed)].some(
    (field) => field.value.trim() !== '' && field.value !== field.dataset.prefilled,
  );
}

/** A lasting toast offering to reload into the new version; never reloads on its own. */
export function showUpdatePrompt(t: ReturnType<typeof useT>, reload: () => void) {
  toast(
    (item) => (
      <span className="flex items-center gap-3">
        {t('pwa.update')}
        <button
          type="button"
          className="btn-primary btn-sm"
          data-update-reload
          onClick={() => {
            if (formHoldsText()) {
              toast.error(t('pwa.updateWaits'), { id: 'sw-update-waits' }); // reloading would lose the enquiry
              return;
            }
            toast.dismiss(item.id);
            reload();
          }}
        >
          {t('pwa.reload')}
        </button>
      </span>
    ),
    { id: 'sw-update', duration: Number.POSITIVE_INFINITY },
  );
}
