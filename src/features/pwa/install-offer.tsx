import { useT } from '../../shared/i18n/use-t';
import { useInstallPrompt } from './use-install-prompt';

/** "Install app" when the browser offers it; on iOS Safari, how to add the site to the home screen. */
export function InstallOffer() {
  const t = useT();
  const offer = useInstallPrompt();
  if (offer.kind === 'prompt') {
    return (
      <button type="button" className="btn-light btn-sm mt-4 text-sm" onClick={() => void offer.install()} data-install>
        {t('pwa.install')}
      </button>
    );
  }
  if (offer.kind === 'ios-hint') return <p className="mt-4 text-sm text-cream-200">{t('pwa.iosHint')}</p>;
  return null;
}
