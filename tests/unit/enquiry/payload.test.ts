// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildPayload,
  LOCAL_RELAY_ACCESS_KEY,
  newEnquiryRef,
  resolveEndpoint,
} from '../../../src/features/enquiry/core';
import { validFields } from './helpers';

describe('Web3Forms payload', () => {
  it('has the fields the service and the agency need', () => {
    const payload = buildPayload(
      validFields({ travellers: '24', rooms: '10 twin, 4 single', church: 'Grace Church' }),
      {
        accessKey: 'key-1',
        siteName: 'Pilgrim Journeys',
        ref: 'PJ-7K3Q9X',
        lang: 'en',
      },
    );
    expect(payload).toEqual({
      access_key: 'key-1',
      name: 'Mary Chan',
      email: 'mary.chan@example.com',
      phone: '+852 9123 4567',
      destination: 'Mount Sinai',
      budget: 'HK$30,000',
      message: 'We are a church group of twelve.',
      services: 'flight-booking, visa-assistance',
      travellers: '24',
      rooms: '10 twin, 4 single',
      church: 'Grace Church',
      subject: 'New travel enquiry from the website (ref PJ-7K3Q9X)',
      from_name: 'Pilgrim Journeys',
      replyto: 'mary.chan@example.com',
      ref: 'PJ-7K3Q9X',
    });
  });

  it('sends an empty services text when none were chosen', () => {
    const payload = buildPayload(validFields({ services: [] }), {
      accessKey: 'k',
      siteName: 's',
      ref: 'PJ-AAAAAA',
      lang: 'en',
    });
    expect(payload.services).toBe('');
  });

  it('names a Chinese enquirer family name first, as the agency would address them', () => {
    const options = { accessKey: 'k', siteName: 's', ref: 'PJ-AAAAAA' } as const;
    const zhang = validFields({ firstName: '伟', lastName: '张' });
    expect(buildPayload(zhang, { ...options, lang: 'cn' }).name).toBe('张伟');
    expect(buildPayload(zhang, { ...options, lang: 'en' }).name).toBe('张伟');
    const chan = validFields({ firstName: 'Tai Man', lastName: 'Chan' });
    expect(buildPayload(chan, { ...options, lang: 'hk' }).name).toBe('Chan Tai Man');
    expect(buildPayload(validFields(), { ...options, lang: 'en' }).name).toBe('Mary Chan');
  });
});

describe('enquiry reference', () => {
  it('is a short uppercase code without look-alike characters', () => {
    const refs = Array.from({ length: 2000 }, newEnquiryRef);
    for (const ref of refs) expect(ref).toMatch(/^PJ-[2-9A-HJKMNP-Z]{6}$/);
    expect(new Set(refs).size).toBeGreaterThan(1990);
  });
});

describe('endpoint configuration', () => {
  it('uses the local relay when nothing is configured', () => {
    expect(resolveEndpoint({})).toEqual({ endpoint: 'http://127.0.0.1:8787/submit', accessKey: 'local-relay-key' });
    expect(resolveEndpoint({ endpoint: '', accessKey: '' }).endpoint).toBe('http://127.0.0.1:8787/submit');
    expect(LOCAL_RELAY_ACCESS_KEY).toBe('local-relay-key');
  });

  it('uses Web3Forms when only an access key is given', () => {
    expect(resolveEndpoint({ accessKey: 'abc' })).toEqual({
      endpoint: 'https://api.web3forms.com/submit',
      accessKey: 'abc',
    });
  });

  it('uses an explicit endpoint as given', () => {
    expect(resolveEndpoint({ endpoint: 'https://relay.example/submit', accessKey: 'abc' })).toEqual({
      endpoint: 'https://relay.example/submit',
      accessKey: 'abc',
    });
    expect(resolveEndpoint({ endpoint: 'http://127.0.0.1:9999/submit' }).accessKey).toBe('local-relay-key');
  });
});
