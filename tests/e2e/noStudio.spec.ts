// The studio is an app of its own: neither its page for one person (/studio of `npm start`) nor the
// team's (`npm run studio:serve`) ships in the borrower's build. Its API's address and its CSRF header,
// read from the studio's wire protocols, appear in no file of dist/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { filesUnder } from '../../tools/staff/filesUnder';
import { API } from '../../studio/shared/protocol';
import { CSRF_HEADER } from '../../studio/shared/teamProtocol';

const dist = join(import.meta.dirname, '..', '..', 'dist');

test('nothing of the studio is in dist/', () => {
  const files = filesUnder(dist).filter((f) => /\.(html|js|css|json)$/.test(f));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const marker of [API, CSRF_HEADER])
      expect(text.includes(marker), `${file} holds ${marker}`).toBe(false);
  }
});
