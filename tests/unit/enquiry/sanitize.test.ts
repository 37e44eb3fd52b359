// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sanitizeFields, sanitizeText } from '../../../src/features/enquiry/core';
import { validFields } from './helpers';

describe('input sanitising', () => {
  it('removes angle brackets and trims', () => {
    expect(sanitizeText('  <script>alert(1)</script>  ')).toBe('scriptalert(1)/script');
    expect(sanitizeText('\n\t Mary \n')).toBe('Mary');
    expect(sanitizeText('a < b > c')).toBe('a  b  c');
  });

  it('cuts to 1000 characters after trimming', () => {
    expect(sanitizeText(`   ${'x'.repeat(1200)}`)).toBe('x'.repeat(1000));
    expect(sanitizeText('x'.repeat(1000))).toHaveLength(1000);
  });

  it('never leaves half of a surrogate pair at the cut', () => {
    const cut = sanitizeText(`${'x'.repeat(999)}😀`);
    expect(cut).toBe('x'.repeat(999));
  });

  it('cleans every text field and keeps the services', () => {
    const dirty = validFields({ firstName: ' <Mary> ', message: '<b>hi</b> ', services: ['group-tours'] });
    expect(sanitizeFields(dirty)).toEqual(
      validFields({ firstName: 'Mary', message: 'bhi/b', services: ['group-tours'] }),
    );
  });
});
