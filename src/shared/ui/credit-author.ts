import { useT } from '../i18n/use-t';

/** How image-credits.yaml names a photographer known only by their Wikimedia Commons account. */
const COMMONS_USER = 'Wikimedia Commons user ';

/** A picture's author as the reader's language says it ("Wikimedia Commons user X" → 維基共享資源用戶 X). */
export function useCreditAuthor(): (author: string) => string {
  const t = useT();
  return (author) =>
    author.startsWith(COMMONS_USER)
      ? t('privacy.pictures.commonsUser', { name: author.slice(COMMONS_USER.length) })
      : author;
}
