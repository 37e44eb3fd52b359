import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { PhraseBreaks, ShippedBreaks } from '../../config/phrase-breaks';

/** A text set by phrase: one with Han characters (others break at their spaces). */
export const hasHan = (text: string) => /[\u3400-\u9fff]/.test(text);

/** The literal text of a parsed UI string: the whole of it when it has no arguments, else each run between them. */
export function messageTexts(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === 0) return [element.value];
    const inner = 'children' in element ? messageTexts(element.children) : [];
    const options =
      'options' in element ? Object.values(element.options).flatMap((option) => messageTexts(option.value)) : [];
    return [...inner, ...options];
  });
}

/** Every Han text of a language's UI strings, in the order of its locale file: the order the build lists breaks in. */
export const hanMessageTexts = (messages: Record<string, MessageFormatElement[]>): string[] =>
  Object.values(messages).flatMap(messageTexts).filter(hasHan);

/** The text-keyed table Phrased reads, put back together from the messages the page has loaded. */
export function phraseTableOf(messages: Record<string, MessageFormatElement[]>, shipped: ShippedBreaks): PhraseBreaks {
  const table: PhraseBreaks = { ...shipped.headings };
  hanMessageTexts(messages).forEach((text, index) => {
    table[text] = shipped.messages[index] ?? [];
  });
  return table;
}
