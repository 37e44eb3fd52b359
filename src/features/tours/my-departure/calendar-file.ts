import type { TripDay } from './departure-days';
import { addDays } from './departure-days';

/** RFC 5545 §3.3.11: backslash, semicolon and comma are escaped; a line break becomes \n. */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (sign) => `\\${sign}`).replace(/\r?\n/g, '\\n');

const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1: lines longer than 75 octets continue on the next line after CRLF and one space, never splitting a
 * character's UTF-8 bytes (Chinese titles take three octets a character).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation's leading space is one of its 75
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (isoDate: string) => isoDate.replaceAll('-', '');

/** 20261127T150000Z: the moment the file was made, as DTSTAMP wants it. */
const stamp = (now: Date) => `${now.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

interface Trip {
  /** Names the events uniquely across the agency's tours and departures. */
  tourId: string;
  start: string;
  days: TripDay[];
  /** The site's host name: the UIDs' domain. */
  host: string;
  now: Date;
}

/** An iCalendar file with one all-day event per itinerary day, as Apple, Google and Outlook calendars import it. */
export function calendarFile({ tourId, start, days, host, now }: Trip): string {
  const events = days.flatMap((day) => [
    'BEGIN:VEVENT',
    `UID:${tourId}-${start}-day-${day.day}@${host}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART;VALUE=DATE:${compactDate(day.date)}`,
    `DTEND;VALUE=DATE:${compactDate(addDays(day.date, 1))}`,
    `SUMMARY:${escapeText(day.title)}`,
    ...(day.place ? [`LOCATION:${escapeText(day.place)}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ]);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${host}//My departure//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events,
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
