// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type EnquiryFields,
  FIELD_LIMITS,
  SERVICE_IDS,
  sanitizeFields,
  validateEnquiry,
} from '../../../src/features/enquiry/core';

const nameLike = fc.string({ unit: fc.constantFrom(..."aZ陳文 '’-"), minLength: 1, maxLength: 55 });
const messyName = fc.string({ unit: fc.constantFrom(...'aZ陳 -<>1.é\t'), maxLength: 60 });
const anyText = fc.string({ unit: 'binary', maxLength: 1100 });
// Mostly plausible input, so that enough enquiries are accepted for the property to mean something.
const text = (likely: fc.Arbitrary<string>, ...odd: fc.Arbitrary<string>[]) =>
  fc.oneof({ weight: 6, arbitrary: likely }, ...odd, anyText, fc.constant(''));
const enquiry: fc.Arbitrary<EnquiryFields> = fc.record({
  firstName: text(nameLike, messyName),
  lastName: text(nameLike, messyName),
  email: text(fc.constantFrom('mary@example.com', ' <a.b@example.org> ', `${'a'.repeat(250)}@x.hk`), fc.emailAddress()),
  phone: text(
    fc.stringMatching(/^<?\+?\(?\d{2,4}\)?[ -]?\d{4}[ -]?\d{2,9}>?$/),
    fc.stringMatching(/^\+?[\d \-()]{7,23}$/),
  ),
  destination: text(fc.string({ maxLength: 120 })),
  budget: text(fc.string({ maxLength: 60 })),
  message: text(fc.string({ unit: 'grapheme', maxLength: 1100 })),
  services: fc.subarray([...SERVICE_IDS]),
  travellers: text(fc.stringMatching(/^ ?\d{1,4} ?$/)),
  rooms: text(fc.string({ maxLength: 120 })),
  church: text(fc.string({ maxLength: 120 })),
});

describe('sanitise then validate (property)', () => {
  it('never throws, and whatever it accepts is free of angle brackets and within every limit', () => {
    let accepted = 0;
    fc.assert(
      fc.property(enquiry, (raw) => {
        const result = validateEnquiry(sanitizeFields(raw));
        if (!result.ok) return;
        accepted++;
        const { services, ...texts } = result.value;
        for (const value of Object.values(texts)) expect(value).not.toMatch(/[<>]/);
        for (const field of ['firstName', 'lastName'] as const) {
          expect(result.value[field].length).toBeLessThanOrEqual(FIELD_LIMITS[field]);
          expect(result.value[field]).toMatch(/^[\p{Script=Latin}\p{Script=Han}\p{M} '’-]+$/u);
          expect(result.value[field].trim()).not.toBe('');
        }
        expect(result.value.email.length).toBeLessThanOrEqual(FIELD_LIMITS.email);
        expect(result.value.email).toContain('@');
        expect(result.value.phone.replace(/\D/g, '').length).toBeGreaterThanOrEqual(FIELD_LIMITS.phoneMin);
        expect(result.value.phone.length).toBeLessThanOrEqual(FIELD_LIMITS.phone);
        expect(result.value.phone).toMatch(/^\+?[\d\s\-()]+$/);
        expect(result.value.destination.length).toBeLessThanOrEqual(FIELD_LIMITS.destination);
        expect(result.value.budget.length).toBeLessThanOrEqual(FIELD_LIMITS.budget);
        expect(result.value.message.length).toBeLessThanOrEqual(FIELD_LIMITS.message);
        expect(result.value.travellers).toMatch(/^(|[1-9]\d{0,2})$/);
        expect(result.value.rooms.length).toBeLessThanOrEqual(FIELD_LIMITS.rooms);
        expect(result.value.church.length).toBeLessThanOrEqual(FIELD_LIMITS.church);
        for (const service of services) expect(SERVICE_IDS).toContain(service);
      }),
      { numRuns: 10_000 },
    );
    // The property says nothing if nothing was ever accepted.
    expect(accepted).toBeGreaterThan(500);
  });

  it('never throws on values of the wrong type either', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(validateEnquiry(value).ok).toBe(false);
      }),
      { numRuns: 10_000 },
    );
  });
});
