import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { officeHoursText } from '../../scripts/content/office-hours';
import type { Lang } from '../../src/config/languages';
import { shownNumber } from '../../src/content/site';
import type { SiteFacts } from '../../src/content/site-schema';

// Reads the build made before the browser tests (`npx vite build`): every page it wrote, in every language, states
// the office hours as site.json gives them, and none the words that were once typed into locales/.
const root = join(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const site = JSON.parse(readFileSync(join(root, 'src/content/site.json'), 'utf8')) as SiteFacts;
const LANG_OF: Record<string, Lang> = { en: 'en', 'zh-HK': 'hk', 'zh-CN': 'cn' };

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' || entry.name === 'assets' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });

/** The pages, not the stubs that only forward to a language (`data-page="redirect"`). */
const pages = () => htmlFiles(dist).filter((file) => !readFileSync(file, 'utf8').includes('data-page="redirect"'));

test('every built page shows the office hours rendered from site.json, and no old hard-coded hours', () => {
  const shown: Record<Lang, string> = {
    en: officeHoursText(site.officeHours, 'en'),
    hk: officeHoursText(site.officeHours, 'hk'),
    cn: officeHoursText(site.officeHours, 'cn'),
  };
  // The closing hour, as each language writes it, is in the words (not a copy of some other time).
  const closing = Number(site.officeHours.close.slice(0, 2)) % 12 || 12;
  expect(shown.en).toMatch(new RegExp(`–${closing}(:\\d\\d)?pm$`));
  expect(shown.hk).toMatch(new RegExp(`至(下午|晚上|中午)${closing}(時|:\\d\\d)$`));
  const old = ['Monday to Friday 10AM–7PM', '10AM–7PM', '星期一至五 上午10時至晚上7時', '星期一至五 上午10时至晚上7时'];
  const stale = old.filter((text) => !Object.values(shown).includes(text));

  const files = pages();
  expect(files.length).toBeGreaterThan(40);
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const name = relative(dist, file);
    const lang = LANG_OF[/<html lang="([^"]+)"/.exec(html)?.[1] ?? ''];
    if (!lang) throw new Error(`${name}: no language`);
    const hours = [...html.matchAll(/data-office-hours="true">([^<]*)</g)].map((match) => match[1]);
    expect(hours.length, name).toBeGreaterThan(0);
    // The page's own language first; a 404 page holds the other languages in templates.
    expect(hours[0], name).toBe(shown[lang]);
    for (const text of stale) expect(html, `${name} still shows "${text}"`).not.toContain(text);
  }
});

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

test('no call to action names a year that has passed', () => {
  const thisYear = new Date().getFullYear();
  let seen = 0;
  for (const file of pages()) {
    const html = readFileSync(file, 'utf8');
    const calls = [...html.matchAll(/<(\w+)[^>]*\bdata-cta(?:="[^"]*")?[^>]*>([\s\S]*?)<\/\1>/g)].map((match) =>
      textOf(match[2] ?? ''),
    );
    seen += calls.length;
    for (const call of calls) {
      const past = [...call.matchAll(/(?<!\d)(?:19|20)\d\d(?!\d)/g)].filter((year) => Number(year[0]) < thisYear);
      expect(
        past.map((year) => year[0]),
        `${relative(dist, file)}: "${call.trim()}"`,
      ).toEqual([]);
    }
  }
  expect(seen).toBeGreaterThan(0);
});

test('every WhatsApp link and number in the build is the one in site.json', () => {
  const shown = shownNumber(site.whatsapp.value);
  let links = 0;
  for (const file of pages()) {
    const html = readFileSync(file, 'utf8');
    const numbers = [...html.matchAll(/wa\.me\/(\d+)/g)].map((match) => match[1]);
    links += numbers.length;
    expect(new Set(numbers), relative(dist, file)).toEqual(new Set(numbers.length ? [site.whatsapp.value] : []));
    if (numbers.length) expect(textOf(html), relative(dist, file)).toContain(shown);
  }
  expect(links).toBeGreaterThan(0);
});

test('every e-mail address in the build is on the agency’s one domain', () => {
  const domain = site.email.value.split('@')[1] ?? '';
  const files = [...pages(), ...readdirSync(join(dist, 'assets')).map((name) => join(dist, 'assets', name))];
  const addresses = files
    .filter((file) => /\.(html|js)$/.test(file))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/[\w.+-]+@([\w-]+(?:\.[\w-]+)*\.[a-z]{2,})\b/gi)])
    .filter((match) => !/\.(png|svg|jpe?g|webp|js)$/i.test(match[0]));
  expect(addresses.length).toBeGreaterThan(0);
  expect([...new Set(addresses.map((match) => match[1]))]).toEqual([domain]);
});

test('every page that promises a reply gives the reply time in site.json, in every language', () => {
  const hours = site.replyWithinHours.value;
  // "within 24 hours", "24小時內", "24小时内": the number a visitor reads, whatever it is.
  const promise = /within (\d+) hours|(\d+)\s*小[時时]內|(\d+)\s*小时内/g;
  let seen = 0;
  for (const file of pages()) {
    for (const match of textOf(readFileSync(file, 'utf8')).matchAll(promise)) {
      seen += 1;
      expect(Number(match[1] ?? match[2] ?? match[3]), `${relative(dist, file)}: "${match[0]}"`).toBe(hours);
    }
  }
  expect(seen).toBeGreaterThan(40);
});
