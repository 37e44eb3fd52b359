// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import hk from '../../locales/hk.json';
import { simplifiedMessages } from '../../scripts/build/messages-plugin';
import { allFactsFiles, loadEntry } from '../../scripts/content/entries';
import { mainlandProblems } from '../../scripts/content/mainland-check';

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
    expect(mainlandProblems(Object.values(simplifiedMessages(hk)).join('\n'))).toEqual([]);
  });

  it.each(allFactsFiles().map((file) => [file.replace(/^.*src\/content\//, ''), file]))(
    '%s reads as mainland Chinese',
    (_, file) => {
      expect(mainlandProblems(JSON.stringify(loadEntry(file, 'cn')))).toEqual([]);
    },
  );
});
