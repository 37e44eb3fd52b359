// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { shownSiteFacts } from '../../scripts/build/site-facts-shown';
import { readEntry } from '../../scripts/content/entries';
import { daysText, officeHoursText, openingHoursSpec, timesText } from '../../scripts/content/office-hours';
import { readSiteFacts } from '../../scripts/content/read';
import { LANGS } from '../../src/config/languages';
import { regionOfNumber, shownNumber } from '../../src/content/site';
import { siteFactsSchema } from '../../src/content/site-schema';

const site = readSiteFacts();
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

describe('office hours, written the way each language writes them', () => {
  it('English in British style, Hong Kong and mainland Chinese in their own', () => {
    const hours = { days: [...WEEKDAYS], open: '10:00', close: '18:00', confirmed: false };
    expect(officeHoursText(hours, 'en')).toBe('Monday to Friday, 10am–6pm');
    expect(officeHoursText(hours, 'hk')).toBe('星期一至五上午10時至下午6時');
    expect(officeHoursText(hours, 'cn')).toBe('周一至周五 上午10:00至下午6:00');
    expect(timesText({ open: '09:30', close: '19:00' }, 'en')).toBe('9:30am–7pm');
    expect(timesText({ open: '10:00', close: '19:00' }, 'hk')).toBe('上午10時至晚上7時');
    expect(timesText({ open: '10:00', close: '19:00' }, 'cn')).toBe('上午10:00至晚上7:00');
  });

  it('days in a run as a range, days apart as a list, in week order', () => {
    expect(daysText(['Friday', 'Monday', 'Wednesday'], 'en')).toBe('Monday, Wednesday and Friday');
    expect(daysText([...WEEKDAYS, 'Saturday'], 'hk')).toBe('星期一至六');
    expect(daysText(['Saturday', 'Sunday'], 'cn')).toBe('周六和周日');
    expect(openingHoursSpec({ days: [...WEEKDAYS, 'Sunday'], open: '09:00', close: '17:30', confirmed: true })).toBe(
      'Mo-Fr,Su 09:00-17:30',
    );
  });

  it('every page reads the hours and the address from site.json (Simplified converted from the Chinese)', () => {
    const shown = shownSiteFacts(site);
    for (const lang of LANGS) expect(shown.officeHours[lang]).toBe(officeHoursText(site.officeHours, lang));
    expect(shown.streetAddress.en).toBe(site.streetAddress.en);
    expect(shown.streetAddress.hk).toBe(site.streetAddress.hk);
    expect(shown.streetAddress.cn).not.toBe(site.streetAddress.hk);
    expect(shown.openingHours).toContain(`${site.officeHours.open}-${site.officeHours.close}`);
  });
});

describe('the privacy policy and the home page state the site facts', () => {
  it.each(LANGS)('%s', (lang) => {
    const policy = JSON.stringify(readEntry('policy', lang));
    for (const fact of [site.email.value, site.phone.value, shownNumber(site.whatsapp.value)])
      expect(policy).toContain(fact);
    if (lang !== 'cn') expect(policy).toContain(site.streetAddress[lang]);
    expect(JSON.stringify(readEntry('home', lang))).toContain(officeHoursText(site.officeHours, lang));
  });
});

it('a WhatsApp number is shown grouped from its digits', () => {
  expect(shownNumber('85251886120')).toBe('+852 5188 6120');
  expect(shownNumber('8613800138000')).toBe('+86 138 0013 8000');
});

it('a tour guide’s number is grouped in its own country’s style and knows its country', () => {
  expect(shownNumber('966550004321')).toBe('+966 55 000 4321');
  expect(shownNumber('905320001234')).toBe('+90 532 000 12 34');
  expect(regionOfNumber('966550004321')).toBe('SA');
  expect(regionOfNumber('905320001234')).toBe('TR');
  expect(regionOfNumber('85251886120')).toBeUndefined();
});

it('the office must close after it opens', () => {
  const closed = { ...site, officeHours: { ...site.officeHours, open: '18:00', close: '09:00' } };
  const result = v.safeParse(siteFactsSchema, closed);
  expect(result.success).toBe(false);
  expect(result.issues?.map((issue) => issue.message)).toContain(
    'the office must close after it opens (24-hour times)',
  );
});
