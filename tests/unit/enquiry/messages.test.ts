// @vitest-environment node
import { describe, expect, it } from 'vitest';
import cn from '../../../locales/cn.json';
import en from '../../../locales/en.json';
import hk from '../../../locales/hk.json';
import { ENQUIRY_ERROR_IDS } from '../../../src/features/enquiry/core';

describe('enquiry message texts', () => {
  it.each([
    ['en', en],
    ['hk', hk],
    ['cn', cn],
  ])('%s has a text for every validation message', (_lang, messages: Record<string, string>) => {
    for (const id of ENQUIRY_ERROR_IDS) expect(messages[id]?.trim(), id).toBeTruthy();
  });

  it.each([
    ['en', en],
    ['hk', hk],
    ['cn', cn],
  ])(
    '%s: the phone hint names a Hong Kong number’s digits, the code we add and the fewest digits of any other',
    (_lang, messages) => {
      expect(messages['enquiry.phoneHint']).toContain('{digits}');
      expect(messages['enquiry.phoneHint']).toContain('{code}');
      expect(messages['enquiry.phoneHint']).toContain('{min}');
    },
  );

  it.each([
    ['en', en],
    ['hk', hk],
    ['cn', cn],
  ])(
    '%s: the message for a short number without a country code names both numbers the form takes',
    (_lang, messages) => {
      expect(messages['enquiry.error.phone.notHongKong']).toContain('{digits}');
      expect(messages['enquiry.error.phone.notHongKong']).toContain('{min}');
    },
  );

  it('words each English error as the agency approved it', () => {
    expect(en).toMatchObject({
      'enquiry.error.firstName.required': 'First name is required',
      'enquiry.error.firstName.tooLong': 'First name must be less than 50 characters',
      'enquiry.error.firstName.invalid': 'First name contains invalid characters',
      'enquiry.error.lastName.required': 'Last name is required',
      'enquiry.error.lastName.tooLong': 'Last name must be less than 50 characters',
      'enquiry.error.lastName.invalid': 'Last name contains invalid characters',
      'enquiry.error.email.required': 'Email is required',
      'enquiry.error.email.invalid': 'Please enter a valid email address',
      'enquiry.error.email.tooLong': 'Email address is too long',
      'enquiry.error.phone.required': 'Phone number is required',
      'enquiry.error.phone.invalid': 'Please enter a valid phone number',
      'enquiry.error.phone.tooShort': 'Phone number must be at least 10 digits',
      'enquiry.error.phone.tooLong': 'Phone number is too long',
      'enquiry.error.destination.tooLong': 'Destination must be less than 100 characters',
      'enquiry.error.budget.tooLong': 'Budget must be less than 50 characters',
      'enquiry.error.message.tooLong': 'Message must be less than 1000 characters',
    });
  });
});
