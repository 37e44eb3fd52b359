import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const FILE_NAME = /^\d{4}-\d{2}-\d{2}T[\d-]+Z-(.+)\.eml$/;

/** The folder of written e-mails; remembers which refs it holds (also across restarts) so a repeat is not written. */
export async function openMailFolder(dir: string) {
  await mkdir(dir, { recursive: true });
  const refs = new Set<string>();
  for (const name of await readdir(dir)) {
    const ref = FILE_NAME.exec(name)?.[1];
    if (ref) refs.add(ref);
  }

  return {
    dir,
    /** Writes the e-mail unless this ref was already written; resolves to the file name, or undefined for a repeat. */
    async deliver(ref: string, eml: string, receivedAt: Date): Promise<string | undefined> {
      if (refs.has(ref)) return undefined;
      // Claimed before the first await, so two simultaneous repeats cannot both write.
      refs.add(ref);
      const fileName = `${receivedAt.toISOString().replace(/[:.]/g, '-')}-${ref}.eml`;
      try {
        await writeFile(join(dir, fileName), eml, { flag: 'wx' });
        return fileName;
      } catch (error) {
        refs.delete(ref);
        throw error;
      }
    },
  };
}

export type MailFolder = Awaited<ReturnType<typeof openMailFolder>>;
