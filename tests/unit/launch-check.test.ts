// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import siteFacts from '../../src/content/site.json' with { type: 'json' };

const checkLaunch = (env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['scripts/check-launch.mjs'], { encoding: 'utf8', env: { ...process.env, ...env } });

const tourFiles = (name: string) =>
  readdirSync('src/content/tours', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `src/content/tours/${entry.name}/${name}`);

describe('npm run check:launch', () => {
  const fixture = mkdtempSync(join(tmpdir(), 'launch-check-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('names every sample fact of the site with the file to edit, and fails', () => {
    const { status, stdout } = checkLaunch();
    expect(status).toBe(1);
    const unconfirmed = Object.entries(siteFacts).filter(
      ([, fact]) => typeof fact === 'object' && 'confirmed' in fact && !fact.confirmed,
    );
    expect(unconfirmed.map(([name]) => name)).toEqual(
      expect.arrayContaining(['phone', 'email', 'streetAddress', 'officeHours', 'licence', 'whatsapp', 'siteUrl']),
    );
    for (const [name] of unconfirmed) expect(stdout).toMatch(new RegExp(`^  ${name}: not confirmed`, 'm'));
    expect(stdout).toContain('src/content/site.json\n');
    for (const file of tourFiles('index.en.md').filter((path) => /^example: true$/m.test(readFileSync(path, 'utf8'))))
      expect(stdout).toContain(`${file}\n  departures and prices are examples`);
  });

  it('names every picture still a drawing, with no photo of the place beside it', () => {
    const { stdout } = checkLaunch();
    const files = readdirSync('src/content/images');
    const photos = files.filter((file) => /\.(jpe?g|png|webp)$/.test(file)).map((file) => file.replace(/\.\w+$/, ''));
    const drawings = files.filter((file) => file.endsWith('.svg')).map((file) => file.replace(/\.svg$/, ''));
    expect(photos.length).toBeGreaterThan(0);
    for (const name of drawings) {
      const listed = stdout.includes(`src/content/images/${name}.svg\n  a drawing, not a photograph`);
      expect(listed, name).toBe(!photos.includes(name));
    }
  });

  it('names every host who has no portrait yet', () => {
    const { stdout } = checkLaunch();
    const hosts = readdirSync('src/content/hosts', { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(hosts.length).toBeGreaterThan(0);
    for (const { name } of hosts) {
      const file = `src/content/hosts/${name}/index.en.md`;
      const hasPhoto = /^photo: \S/m.test(readFileSync(file, 'utf8'));
      const listed = new RegExp(`^${file}\\n(  .*\\n)*?  no portrait yet`, 'm').test(stdout);
      expect(listed, name).toBe(!hasPhoto);
    }
  });

  it('passes once every fact is confirmed, no sample address is left and every picture is a photo', () => {
    cpSync('src/content', fixture, { recursive: true });
    const confirmAll = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) confirmAll(path);
        else if (/\.(ya?ml|json|md)$/.test(entry.name))
          writeFileSync(
            path,
            readFileSync(path, 'utf8')
              .replace(/("confirmed": |\bconfirmed: |agencyConfirmed: )false/g, '$1true')
              .replace(/^example: true$/gm, 'example: false')
              .replace(/\.example\b/g, '.org'),
          );
      }
    };
    confirmAll(fixture);
    // A photo beside every drawing: any of the site's photos will do for the check.
    const photo = readdirSync('src/content/images').find((name) => name.endsWith('.jpg')) ?? '';
    for (const file of readdirSync(join(fixture, 'images')).filter((name) => name.endsWith('.svg')))
      cpSync(join('src/content/images', photo), join(fixture, 'images', file.replace(/\.svg$/, '.jpg')));
    // And a portrait of every host.
    for (const host of readdirSync(join(fixture, 'hosts'), { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    )) {
      const file = join(fixture, 'hosts', host.name, 'index.en.md');
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace(/^order:/m, `photo: ${photo.replace(/\.jpg$/, '')}\norder:`),
      );
    }
    const { status, stdout } = checkLaunch({ CONTENT_DIR: fixture });
    expect(stdout).toContain('every fact is confirmed');
    expect(status).toBe(0);
  });

  it('fails on an entry whose time-bound claim has lapsed, naming its file and date, and passes on one still to come', () => {
    const post = join(
      fixture,
      'blog',
      readdirSync(join(fixture, 'blog'), { withFileTypes: true }).find((entry) => entry.isDirectory())?.name ?? '',
      'index.en.md',
    );
    const text = readFileSync(post, 'utf8');
    const withLapse = (day: string) => writeFileSync(post, text.replace(/^published: .*$/m, `$&\nlapses: ${day}`));
    withLapse(`${new Date().getFullYear() + 1}-12-31`);
    expect(checkLaunch({ CONTENT_DIR: fixture }).status).toBe(0);
    const past = `${new Date().getFullYear() - 1}-12-31`;
    withLapse(past);
    const { status, stdout } = checkLaunch({ CONTENT_DIR: fixture });
    expect(status).toBe(1);
    expect(stdout).toMatch(new RegExp(`blog/[\\w-]+/index\\.en\\.md\\n  lapses: ${past} has passed`));
  }, 120_000);
});
