import { expect, test } from '@playwright/test';
import { mainlandProblems } from '../../scripts/content/mainland-check';
import { ARTICLES, PAGES } from './helpers';

test('every built /cn/ page, articles included, reads as mainland Chinese', async ({ request }) => {
  for (const { href } of [...PAGES, ...ARTICLES].filter((page) => page.lang === 'cn')) {
    const html = await (await request.get(href)).text();
    const text = html
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<(\w+)[^>]*\slang="(?!zh-CN)[^"]*"[^>]*>[\s\S]*?<\/\1>/g, '') // other languages' own names
      .replace(/<[^>]+>/g, ' ');
    const meta = [...html.matchAll(/<meta [^>]*content="([^"]*)"/g)].map(([, content]) => content).join(' ');
    expect(mainlandProblems(`${text} ${meta}`), decodeURI(href)).toEqual([]);
  }
});
