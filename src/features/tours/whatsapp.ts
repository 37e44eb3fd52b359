import { SITE } from '../../content/site';

/** A WhatsApp chat with the agency, opened with `text` already typed. */
export function whatsappChat(text: string): string {
  return `https://wa.me/${SITE.whatsapp}?text=${encodeURIComponent(text)}`;
}
