// The twelve correct staff edits of issue 12, applied to a copy of schemas/, content/ and public/.
// tests/drill/ proves that the check passes on the edited copy and that the screens follow it, so a
// correct edit of copy, limits or rules can never turn `npm test` red.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Json = Record<string, unknown>;

function editJson(dir: string, rel: string, change: (data: Json) => void) {
  const path = join(dir, rel);
  const data = JSON.parse(readFileSync(path, 'utf8')) as Json;
  change(data);
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
}

function editText(dir: string, rel: string, from: string | RegExp, to: string) {
  const path = join(dir, rel);
  const text = readFileSync(path, 'utf8');
  const next = text.replace(from, to);
  if (next === text) throw new Error(`staff drill: ${String(from)} not found in ${rel}`);
  writeFileSync(path, next);
}

const obj = (v: unknown) => v as Json;

/** What each edit sets, so the drill's tests can look for it. */
export const drillValues = {
  applyLabel: 'Apply now',
  phoneMessage: 'Enter your mobile number as 09 and 9 more digits.',
  phonePattern: '^09\\d{9}$',
  phoneGroups: [4, 3, 4],
  samplePhone: '09171234567',
  complaintMax: 300,
  newStatus: 190,
  newStatusButton: 'Contact us',
  countdownSeconds: 90,
  email: 'help@pesoagad.ph',
  privacySentence: 'We never sell your personal data to anyone.',
  aboutHeading: 'How we keep our word',
  themeColor: '#0B6E4F',
  downloadHeading: 'Your cash is one download away',
} as const;

export function applyStaffEdits(dir: string): void {
  const v = drillValues;
  editJson(dir, 'schemas/screens/register.json', (s) => {
    obj(s.texts).apply = v.applyLabel;
    obj(s.limits).countdownSeconds = v.countdownSeconds;
  });
  editJson(dir, 'schemas/screens/complaintSubmit.json', (s) => {
    obj(s.limits).descriptionMax = v.complaintMax;
  });
  editJson(dir, 'schemas/screens/orderDetails.json', (s) => {
    const rules = obj(s.rules);
    const icons = rules.statusIcon as unknown[];
    icons.splice(icons.length - 1, 0, {
      when: { orderStatus: v.newStatus },
      then: `/icons/status-${v.newStatus}.svg`,
    });
    (rules.buttons as unknown[]).push({
      when: { orderStatus: v.newStatus },
      then: [{ text: v.newStatusButton, action: 'callService', primary: true }],
    });
  });
  cpSync(join(dir, 'public/icons/status-110.svg'), join(dir, `public/icons/status-${v.newStatus}.svg`));
  editJson(dir, 'schemas/screens/site.json', (s) => {
    const nav = obj(s.data).nav as unknown[];
    nav.push(...nav.splice(1, 1));
  });
  editJson(dir, 'schemas/app.json', (s) => {
    obj(s.company).email = v.email;
    s.themeColor = v.themeColor;
    // The mobile-number rule, once for registration, bank binding and the contact form.
    Object.assign(obj(s.mobileNumber), {
      pattern: v.phonePattern,
      groups: v.phoneGroups,
      message: v.phoneMessage,
    });
  });
  editText(dir, 'content/privacyPolicy.md', /\n\n/, `\n\n${v.privacySentence}\n\n`);
  editText(
    dir,
    'content/aboutUs.md',
    '## What we do',
    `## ${v.aboutHeading}\n\nClear terms, no surprises.\n\n## What we do`,
  );
  editJson(dir, 'schemas/screens/download.json', (s) => {
    obj(s.texts).heading = v.downloadHeading;
  });
}
