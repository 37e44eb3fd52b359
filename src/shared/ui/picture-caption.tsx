import { licenceUrl } from '../../content/licences';
import type { PhotoCaption } from '../../content/photo-captions';
import { useLanguage } from '../language/language-context';
import { useCreditAuthor } from './credit-author';

/** What a photo shows, by whom and under which licence, the licence linked (CC BY and CC BY-SA ask for it). */
export function PictureCaption({ credit, className }: { credit: PhotoCaption; className?: string }) {
  const { lang } = useLanguage();
  const authorOf = useCreditAuthor();
  return (
    <figcaption className={className} data-picture-credit={credit.file}>
      <span>{credit.place[lang]}</span>
      <span aria-hidden="true">·</span>
      <span className="picture-credit-by">
        {authorOf(credit.author)},{' '}
        <a href={licenceUrl(credit.licence)} rel="license noopener" target="_blank" lang="en">
          {credit.licence}
        </a>
      </span>
    </figcaption>
  );
}
