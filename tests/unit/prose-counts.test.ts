// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countInProse } from '../../scripts/content/facts/numbers';
import { fillPlaceholders } from '../../scripts/content/facts/placeholders';

describe('a count stated by a fact reads as the house style writes it (docs/style/en.md)', () => {
  it('English writes one to nine in words and 10 and over in figures; Chinese keeps figures', () => {
    expect(countInProse('7', 'en')).toBe('seven');
    expect(countInProse('12', 'en')).toBe('12');
    expect(countInProse('7', 'hk')).toBe('7');
    expect(countInProse('7', 'cn')).toBe('7');
  });

  it('a count that opens a list item or a sentence starts with a capital, and nowhere else', () => {
    const values = { nights: 'seven', campNights: 'two', email: 'info@example.org' };
    expect(fillPlaceholders('{nights} nights’ accommodation', values, 'f')).toBe('Seven nights’ accommodation');
    expect(fillPlaceholders('We stay.\n- {nights} nights', values, 'f')).toBe('We stay.\n- Seven nights');
    expect(fillPlaceholders('Rest. {campNights} nights are at camp.', values, 'f')).toBe(
      'Rest. Two nights are at camp.',
    );
    expect(fillPlaceholders('We spent {campNights} nights', values, 'f')).toBe('We spent two nights');
    expect(fillPlaceholders('{email} answers', values, 'f')).toBe('info@example.org answers');
  });
});
