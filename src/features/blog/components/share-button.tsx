import toast from 'react-hot-toast/headless';
import { useT } from '../../../shared/i18n/use-t';

/** Device share sheet with title and address; otherwise copies the address with a toast. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const t = useT();
  const share = async () => {
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        console.info('Share was not completed', error); // cancelling the sheet lands here too
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('blog.copied'));
    } catch (error) {
      console.error('Copying the link failed', error);
      toast.error(t('blog.copyFailed'));
    }
  };
  return (
    <button type="button" className="btn-secondary btn-sm" onClick={() => void share()}>
      {t('blog.share')}
    </button>
  );
}
