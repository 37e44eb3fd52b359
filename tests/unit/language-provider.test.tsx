import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLanguage } from '../../src/shared/language/language-context';

function LanguageLabel() {
  return <span>{useLanguage().lang}</span>;
}

describe('useLanguage', () => {
  it('throws a clear error outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<LanguageLabel />)).toThrow('useLanguage must be used within a LanguageProvider');
  });
});
