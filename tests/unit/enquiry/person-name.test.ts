import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/config/languages';
import { personName } from '../../../src/features/enquiry/core';

const familyFirst = (lang: keyof typeof LANGUAGES) => LANGUAGES[lang].familyNameFirst === true;

describe('a waiting enquiry names the person as the page’s language writes names', () => {
  it('Chinese pages put the family name first, with no space between Chinese characters', () => {
    expect(personName({ firstName: '大文', lastName: '陳' }, familyFirst('hk'))).toBe('陳大文');
    expect(personName({ firstName: '大文', lastName: '陈' }, familyFirst('cn'))).toBe('陈大文');
  });

  it('a romanised name on a Chinese page keeps its space, family name first', () => {
    expect(personName({ firstName: 'Tai Man', lastName: 'Chan' }, familyFirst('hk'))).toBe('Chan Tai Man');
  });

  it('a name in Chinese characters is family name first even on an English page', () => {
    expect(personName({ firstName: '大文', lastName: '陳' }, familyFirst('en'))).toBe('陳大文');
  });

  it('English pages put the given name first', () => {
    expect(personName({ firstName: 'Mary', lastName: 'Chan' }, familyFirst('en'))).toBe('Mary Chan');
  });

  it('a name with one part missing (a damaged entry) shows what is left', () => {
    expect(personName({ firstName: '', lastName: '陳' }, familyFirst('hk'))).toBe('陳');
  });
});
