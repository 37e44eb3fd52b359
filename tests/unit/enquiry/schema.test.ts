// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type EnquiryFields, validateEnquiry } from '../../../src/features/enquiry/core';
import {
  FIELD_LIMITS,
  HONG_KONG_CODE,
  htmlPattern,
  LOCAL_PHONE_DIGITS,
  NAME_PATTERN,
  PHONE_PATTERN,
} from '../../../src/features/enquiry/core/fields';
import { validFields } from './helpers';

const errorsFor = (overrides: Partial<EnquiryFields>) => {
  const result = validateEnquiry(validFields(overrides));
  return result.ok ? {} : result.errors;
};

describe('enquiry validation', () => {
  it('accepts a complete enquiry and an enquiry without the optional fields', () => {
    expect(validateEnquiry(validFields())).toEqual({ ok: true, value: validFields() });
    expect(validateEnquiry(validFields({ destination: '', budget: '', message: '', services: [] })).ok).toBe(true);
  });

  describe.each(['firstName', 'lastName'] as const)('%s', (field) => {
    const id = (rule: string) => `enquiry.error.${field}.${rule}`;
    it('is required (blank counts as empty)', () => {
      expect(errorsFor({ [field]: '' })[field]).toBe(id('required'));
      expect(errorsFor({ [field]: '   ' })[field]).toBe(id('required'));
    });
    it('accepts 50 characters and refuses 51', () => {
      expect(errorsFor({ [field]: 'a'.repeat(50) })[field]).toBeUndefined();
      expect(errorsFor({ [field]: 'a'.repeat(51) })[field]).toBe(id('tooLong'));
    });
    it.each([
      "O'Brien",
      'Anne-Marie',
      'Mary Jane',
      '陳大文',
      '陳 Tai-man',
      'D’Souza',
      'Zoë',
      'Brontë',
      'Zoe\u0308',
      'José',
    ])('accepts %s', (name) => {
      expect(errorsFor({ [field]: name })[field]).toBeUndefined();
    });
    it.each(['Mary2', 'a@b', 'Ивана', '<b>', 'Mary.', 'Mary_Jane', '😀', 'たなか'])('refuses %s', (name) => {
      expect(errorsFor({ [field]: name })[field]).toBe(id('invalid'));
    });
    it('reports the length before the characters (first error only)', () => {
      expect(errorsFor({ [field]: '1'.repeat(51) })[field]).toBe(id('tooLong'));
    });
  });

  describe('email', () => {
    it('is required', () => expect(errorsFor({ email: '' }).email).toBe('enquiry.error.email.required'));
    it.each(['plainaddress', 'a@b', '@example.com', 'mary@', 'mary chan@example.com', 'mary@@example.com'])(
      'refuses %s',
      (email) => expect(errorsFor({ email }).email).toBe('enquiry.error.email.invalid'),
    );
    it('accepts 254 characters and refuses 255', () => {
      const address = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
      expect(address(254)).toHaveLength(254);
      expect(errorsFor({ email: address(254) }).email).toBeUndefined();
      expect(errorsFor({ email: address(255) }).email).toBe('enquiry.error.email.tooLong');
    });
  });

  describe('phone', () => {
    it('is required', () => expect(errorsFor({ phone: '' }).phone).toBe('enquiry.error.phone.required'));
    it.each(['+852 9123 4567', '(852) 9123-4567', '91234567 00', '+1 (555) 010-9999'])('accepts %s', (phone) => {
      expect(errorsFor({ phone }).phone).toBeUndefined();
    });
    it.each(['852+91234567', '9123 4567 ext', '++85291234567', '9123.4567.00', '+852/91234567'])(
      'refuses %s',
      (phone) => {
        expect(errorsFor({ phone }).phone).toBe('enquiry.error.phone.invalid');
      },
    );
    it('wants at least 10 digits with a country code, as its message says: spaces, brackets and the plus do not count', () => {
      expect(errorsFor({ phone: '+(12) 345-678' }).phone).toBe('enquiry.error.phone.tooShort');
      expect(errorsFor({ phone: '+1 234 567 890' }).phone).toBeUndefined();
    });
    it.each(['1'.repeat(9), '123', '9123 456', '(852) 9123'])(
      'tells %s, short and without a country code, the two numbers it takes instead of asking for 10 digits',
      (phone) => expect(errorsFor({ phone }).phone).toBe('enquiry.error.phone.notHongKong'),
    );
    it('counts every character for the longest: 20 accepted, 21 refused', () => {
      expect(errorsFor({ phone: '1'.repeat(20) }).phone).toBeUndefined();
      expect(errorsFor({ phone: '1'.repeat(21) }).phone).toBe('enquiry.error.phone.tooLong');
    });
    it.each(['91234567', '9123 4567', '2388-6120'])(
      'takes %s, a Hong Kong number typed without +852, and adds it',
      (phone) => {
        const result = validateEnquiry({ ...validFields(), phone });
        const digits = phone.replace(/\D/g, '');
        expect(result).toMatchObject({ ok: true, value: { phone: `+852 ${digits.slice(0, 4)} ${digits.slice(4)}` } });
      },
    );
    it('keeps the field’s hint: a Hong Kong number’s own digits are enough, and it goes with the 10 digits asked for', () => {
      const local = `9${'1'.repeat(LOCAL_PHONE_DIGITS - 1)}`;
      const result = validateEnquiry({ ...validFields(), phone: local });
      if (!result.ok) throw new Error(`refused ${local}`);
      expect(result.value.phone.startsWith(HONG_KONG_CODE)).toBe(true);
      expect(result.value.phone.replace(/\D/g, '').length).toBeGreaterThanOrEqual(FIELD_LIMITS.phoneMin);
    });
    it('does not take an eight-digit number that is not a Hong Kong one (no Hong Kong number starts with 1)', () => {
      expect(errorsFor({ phone: '12345678' }).phone).toBe('enquiry.error.phone.notHongKong');
    });
  });

  it.each([
    ['destination', 100, 'enquiry.error.destination.tooLong'],
    ['budget', 50, 'enquiry.error.budget.tooLong'],
    ['message', 1000, 'enquiry.error.message.tooLong'],
    ['rooms', 100, 'enquiry.error.rooms.tooLong'],
    ['church', 100, 'enquiry.error.church.tooLong'],
  ] as const)('%s is optional and accepts %i characters, not one more', (field, max, id) => {
    expect(errorsFor({ [field]: '' })[field]).toBeUndefined();
    expect(errorsFor({ [field]: 'x'.repeat(max) })[field]).toBeUndefined();
    expect(errorsFor({ [field]: 'x'.repeat(max + 1) })[field]).toBe(id);
  });

  describe('travellers (a package party or a church group)', () => {
    it('is optional, and takes a whole number from 1 to 999', () => {
      for (const travellers of ['', '1', '12', '45', '999'])
        expect(errorsFor({ travellers }).travellers, travellers).toBeUndefined();
    });

    it.each(['0', '1000', '012', '2.5', '-3', 'twelve', '十二', '12 people'])('refuses "%s"', (travellers) => {
      expect(errorsFor({ travellers }).travellers).toBe('enquiry.error.travellers.invalid');
    });
  });

  it('takes services only from the ten choices', () => {
    expect(errorsFor({ services: ['guided-tours', 'special-assistance'] }).services).toBeUndefined();
    const unknown = ['space-travel'] as unknown as EnquiryFields['services'];
    expect(errorsFor({ services: unknown }).services).toBe('enquiry.error.services.invalid');
  });

  it('reports every failing field at once, one message each', () => {
    const result = validateEnquiry({ ...validFields(), firstName: '', lastName: 'x1', email: 'no', phone: '12' });
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'enquiry.error.firstName.required',
        lastName: 'enquiry.error.lastName.invalid',
        email: 'enquiry.error.email.invalid',
        phone: 'enquiry.error.phone.notHongKong',
      },
    });
  });

  it('refuses anything that is not an enquiry without throwing', () => {
    for (const input of [null, undefined, 42, 'text', [], { firstName: 1 }]) {
      expect(validateEnquiry(input).ok).toBe(false);
    }
  });
});

describe('the name fields’ browser check (HTML pattern, before any script runs)', () => {
  const browserPattern = new RegExp(`^(?:${htmlPattern(NAME_PATTERN)})$`, 'v');
  it.each(['Zoë', 'Brontë', 'D’Souza', "O'Brien", '陳大文'])('lets %s through', (name) => {
    expect(browserPattern.test(name)).toBe(true);
  });
  it('still stops digits', () => expect(browserPattern.test('Mary2')).toBe(false));
});

describe('the phone field’s browser check (HTML pattern, before any script runs)', () => {
  // A pattern the browser cannot compile is ignored with a console error: the field would take anything.
  const browserPattern = new RegExp(`^(?:${htmlPattern(PHONE_PATTERN)})$`, 'v');
  it.each(['9123 4567', '+852 2388-6120', '(852) 2388 6120'])('lets %s through', (phone) => {
    expect(browserPattern.test(phone)).toBe(true);
  });
  it('still stops letters', () => expect(browserPattern.test('call me')).toBe(false));
});
