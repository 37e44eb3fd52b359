import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { sanitizedPolicy } from '../../scripts/build/sanitized-policy-plugin';
import type { PrivacyPolicy } from '../../src/content/types';

it('ships policy HTML already sanitised: no script, no event attribute, the allowed tags kept', async () => {
  const file = join(await mkdtemp(join(tmpdir(), 'policy-')), 'xx.ts');
  const html =
    '<p onclick="steal()">Kept <strong>text</strong></p><script>steal()</script><img src=x onerror="steal()">';
  await writeFile(
    file,
    `const policy = { title: 'T', lastUpdated: 'L', intro: 'I', footerNote: 'F',
      sections: [{ title: 'S', html: ${JSON.stringify(html)} }] };
    export default policy;`,
  );
  const load = sanitizedPolicy().load as (this: unknown, id: string) => Promise<string>;
  const code = await load.call({ addWatchFile() {} }, `${file}?sanitized`);
  const policy = JSON.parse(code.replace(/^export default /, '').replace(/;$/, '')) as PrivacyPolicy;

  expect(policy.title).toBe('T');
  expect(policy.sections[0]?.html).toBe('<p>Kept <strong>text</strong></p>');
});
