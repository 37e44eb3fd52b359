// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import cn from '../../locales/cn.json';
import { allFactsFiles, loadEntry } from '../../scripts/content/entries';
import { mainlandProblems } from '../../scripts/content/mainland-check';
import { CONTENT_ROOT } from '../../scripts/content/read';
import { mainlandTerms, toSimplified } from '../../scripts/content/simplified';
import { tourIds } from '../../src/config/routes';

const OLD_TEXT = readFileSync(new URL('../fixtures/old-simplified.txt', import.meta.url), 'utf8');
const LISTED = [
  '联络',
  '「',
  '」',
  '星期一至五',
  '上午10时',
  '伊斯坦堡',
  '卡帕多细亚',
  '视乎',
  '透过',
  '甚么',
  '导赏',
  '列印',
];
const LISTED_TOO = ['的士', '讯息', '度身订造', '旅游巴', '带备', '栏位', '团友'];

describe('the /cn/ check', () => {
  it('flags the Hong Kong terms, Traditional characters and unshowable characters of the old Simplified text', () => {
    const problems = mainlandProblems(OLD_TEXT);
    for (const term of [...LISTED, ...LISTED_TOO]) expect(problems).toContain(`Hong Kong term ${term}`);
    expect(problems).toContain('Traditional character 龍'); // the old /cn/ address
    expect(problems).toContain('character beyond the basic plane U+2980C'); // 餸 became 𩠌
  });
});

describe('Simplified Chinese derived in the build', () => {
  it('the UI strings read as mainland Chinese', () => {
    expect(mainlandProblems(Object.values(cn).join('\n'))).toEqual([]);
  });

  it.each(allFactsFiles().map((file) => [file.replace(/^.*src\/content\//, ''), file]))(
    '%s reads as mainland Chinese',
    (_, file) => {
      expect(mainlandProblems(JSON.stringify(loadEntry(file, 'cn')))).toEqual([]);
    },
  );
});

describe('the mainland term step', () => {
  const terms = mainlandTerms();
  const replaced = terms.filter(([from, to]) => from !== to);

  it('replaces whole words only: Smyrna (的士每拿, "the Smyrna of old") keeps its name, a taxi (的士) does not', () => {
    expect(toSimplified('即古代的士每拿。')).toBe('即古代的士每拿。');
    expect(toSimplified('乘的士到酒店')).toBe('乘出租车到酒店');
    const hk = readFileSync(join(CONTENT_ROOT, 'tours/turkey-tour/index.hk.md'), 'utf8');
    const cn = JSON.stringify(loadEntry(join(CONTENT_ROOT, 'tours/turkey-tour/index.en.md'), 'cn'));
    expect(cn.match(/的士每拿/g)?.length).toBe(hk.match(/的士每拿/g)?.length);
    expect(cn).not.toContain('出租车每拿');
  });

  it('keeps official names as they are: the Hong Kong ordinance is 《个人资料（私隐）条例》', () => {
    const policy = JSON.stringify(loadEntry(join(CONTENT_ROOT, 'policy/index.en.md'), 'cn'));
    expect(policy).toContain('《个人资料（私隐）条例》');
  });

  it.each(replaced)('the /cn/ check flags %s and the step writes %s instead', (hongKong, mainland) => {
    expect(mainlandProblems(`前文${hongKong}后文`)).toContain(`Hong Kong term ${hongKong}`);
    expect(mainlandProblems(toSimplified(`前文${hongKong}后文`))).toEqual([]);
    expect(toSimplified(hongKong)).toBe(mainland);
  });

  it.each(tourIds())('the %s tour words and questions read as mainland Chinese', (id) => {
    const tour = loadEntry(join(CONTENT_ROOT, 'tours', id, 'index.en.md'), 'cn');
    expect(mainlandProblems(JSON.stringify(tour))).toEqual([]);
  });

  it('the questions shown on every tour read as mainland Chinese', () => {
    const faq = loadEntry(join(CONTENT_ROOT, 'faq', 'index.en.md'), 'cn');
    expect(mainlandProblems(JSON.stringify(faq))).toEqual([]);
  });
});
