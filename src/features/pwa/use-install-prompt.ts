import { useEffect, useState } from 'react';
import { requestPersistentStorage } from '../../shared/persist-storage';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOffer = { kind: 'prompt'; install: () => Promise<void> } | { kind: 'ios-hint' } | { kind: 'none' };

const isStandalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

// iPhone/iPad Safari has no install prompt; other iOS browsers cannot add to the home screen at all.
const isIosSafari = () =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) &&
  /Safari/.test(navigator.userAgent) &&
  !/CriOS|FxiOS|EdgiOS/.test(navigator.userAgent);

/** What the browser offers: its own install prompt, a hint for iOS Safari, or nothing (e.g. already installed). */
export function useInstallPrompt(): InstallOffer {
  const [offer, setOffer] = useState<InstallOffer>({ kind: 'none' });

  useEffect(() => {
    if (isStandalone()) return;
    if (isIosSafari()) setOffer({ kind: 'ios-hint' });
    const onPrompt = (event: Event) => {
      event.preventDefault(); // keep the browser's mini-infobar away; our button offers it instead
      const deferred = event as BeforeInstallPromptEvent;
      setOffer({
        kind: 'prompt',
        install: async () => {
          await deferred.prompt();
          const { outcome } = await deferred.userChoice;
          if (outcome === 'accepted') setOffer({ kind: 'none' });
        },
      });
    };
    const onInstalled = () => {
      setOffer({ kind: 'none' });
      void requestPersistentStorage();
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  return offer;
}
