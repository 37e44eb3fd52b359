// @vitest-environment node
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { formatList } from '../../../src/config/formats';
import { calendarFile, foldLine } from '../../../src/features/tours/my-departure/calendar-file';
import { tripDays } from '../../../src/features/tours/my-departure/departure-days';

const octets = (line: string) => new TextEncoder().encode(line).length;

const days = tripDays(
  '2027-12-30',
  [
    { day: 1, title: 'Arrival; welcome, dinner', places: ['Tabuk'] },
    { day: 2, title: '拉烏茲山：神的山，'.repeat(6), places: ['Jabal al-Lawz', 'Split Rock'] },
    { day: 3, title: 'Return home', places: [] },
  ],
  'en',
);
const file = calendarFile({ tourId: 'sinai', start: '2027-12-30', days, host: 'example.org', now: new Date(0) });

describe('the traveller’s calendar file (RFC 5545)', () => {
  it('ends every line with CRLF and folds none longer than 75 octets, never inside a character', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    const lines = file.slice(0, -2).split('\r\n');
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(file).not.toContain('\uFFFD');
    expect(foldLine('short')).toBe('short');
  });

  it('holds one all-day event per day, each ending the next day, across the turn of the year', () => {
    const events = new ICAL.Component(ICAL.parse(file)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((event) => [event.startDate.toString(), event.endDate.toString()])).toEqual([
      ['2027-12-30', '2027-12-31'],
      ['2027-12-31', '2028-01-01'],
      ['2028-01-01', '2028-01-02'],
    ]);
    expect(events.every((event) => event.startDate.isDate)).toBe(true);
    expect(events.map((event) => event.summary)).toEqual(days.map((day) => day.title));
    expect(events.map((event) => event.location)).toEqual([
      'Tabuk',
      formatList(['Jabal al-Lawz', 'Split Rock'], 'en'),
      null,
    ]);
    expect(new Set(events.map((event) => event.uid)).size).toBe(3);
  });

  it('escapes commas and semicolons in the text and names its maker', () => {
    expect(file).toContain('SUMMARY:Arrival\\; welcome\\, dinner');
    expect(file).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:/);
    expect(file).toContain('DTSTAMP:19700101T000000Z');
  });
});
