// @vitest-environment node
// The staff edit drill (tools/testing/drill/staffDrill.ts) edits everything staff may edit, and the check passes on
// the edited copy; so it does on a copy where staff had already made the drill's own specific edits.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  anotherHue,
  applySpecificEdits,
  applyStaffEdits,
  drillValues,
  moveLimit,
  nearColour,
  newText,
  reword,
  shiftLimit,
} from '../../tools/testing/drill/staffDrill';
import { root } from '../../tools/staff/schemaFiles';
import { contrastRatio, parseColour } from '../../tools/staff/colour';
import {
  expectCheckPasses,
  expectEveryLimitAndColourMoved,
  expectEveryTextReworded,
} from '../support/drillChecks';

const dir = process.env.STAFF_DRILL_ROOT as string;

describe('the staff edit drill', () => {
  it('runs on an edited copy', () => {
    const v = drillValues(root);
    const register = readFileSync(join(dir, 'schemas/screens/register.json'), 'utf8');
    expect(register).toContain(v.applyLabel);
    expect(readFileSync(join(dir, 'content/aboutUs.md'), 'utf8')).toContain(v.aboutHeading);
  });

  it('rewords every text: screen titles, texts and messages, shared messages, content headings', () => {
    expectEveryTextReworded(root, dir);
  });

  it('moves every limit within its range, and changes the theme colours', () => {
    expectEveryLimitAndColourMoved(root, dir);
  });

  it('rewords a text of words, keeping its placeholders; leaves a sign alone', () => {
    expect(reword('Your order {orderNo} is ready')).toBe('ready is {orderNo} order Your');
    expect(reword('Retry')).toBe('Retry now');
    expect(reword('₱')).toBe('₱');
    expect(reword('{n}')).toBe('{n}');
  });

  it('moves a limit within the range its contract declares, or leaves one the range fixes', () => {
    expect(moveLimit(60)).toBe(59);
    expect(moveLimit(1)).toBe(2);
    expect(moveLimit(0.8)).toBe(0.7);
    expect(moveLimit(5, { minimum: 1, maximum: 5 })).toBe(4);
    expect(moveLimit(3, { minimum: 1, maximum: 5 })).toBe(4);
    expect(moveLimit(1, { minimum: 1, maximum: 1 })).toBe(1);
    expect(nearColour('#fff')).toBe('#EEEEEE');
    expect(nearColour('#0081FC')).not.toBe('#0081FC');
  });

  it('passes the check after every edit', () => {
    expectCheckPasses(dir);
  });
});

describe('the specific edits start from the values they find', () => {
  it('shifts a limit by its step within the range, down where up does not fit', () => {
    expect(shiftLimit(200, 100, { minimum: 1, maximum: 5000 })).toBe(300);
    expect(shiftLimit(4950, 100, { minimum: 1, maximum: 5000 })).toBe(4850);
    expect(shiftLimit(3, 100, { minimum: 1, maximum: 5 })).toBe(4);
  });

  it('adds a text only where the file does not say it yet', () => {
    expect(newText('Contact us', 'Call us')).toBe('Contact us');
    expect(newText('Contact us', '"Contact us", "Contact us 2"')).toBe('Contact us 3');
  });

  it.each(['#0081FC', '#0B6E4F', '#777', 'navy', 'rgb(0 129 252 / 50%)'])(
    'gives %s another brand colour, no harder to read white text on nor on white',
    (colour) => {
      const [white, found, other] = [
        parseColour('#fff'),
        parseColour(colour),
        parseColour(anotherHue(colour)),
      ];
      expect(anotherHue(colour)).not.toBe(colour);
      expect(contrastRatio(white!, other!)).toBeGreaterThanOrEqual(contrastRatio(white!, found!));
    },
  );
});

describe('a staff member who already made the drill’s own specific edits', () => {
  const made: string[] = [];
  const folder = () => {
    const path = mkdtempSync(join(tmpdir(), 'drill-fixture-'));
    made.push(path);
    return path;
  };
  afterAll(() => made.forEach((path) => rmSync(path, { recursive: true, force: true })));

  // The staff's project: the committed files with every value the drill's specific edits set in them
  // (the complaint description cap, the countdown, the apply label, the theme colour, the e-mail, the
  // mobile-number rule, the new status, the new paragraphs); then the drill on a copy of it.
  const staff = folder();
  for (const part of ['schemas', 'content', 'public'])
    cpSync(join(root, part), join(staff, part), { recursive: true });
  const drilledValues = drillValues(root);
  applySpecificEdits(staff, drilledValues);
  const drilled = folder();
  cpSync(staff, drilled, { recursive: true });
  applyStaffEdits(drilled);

  it('is a correct edit: the check passes on it', () => {
    const cap = JSON.parse(readFileSync(join(staff, 'schemas/screens/complaintSubmit.json'), 'utf8')) as {
      limits: { descriptionMax: number };
    };
    expect(cap.limits.descriptionMax).toBe(drilledValues.complaintMax);
    expectCheckPasses(staff);
  });

  it('still has every text reworded by the drill', () => {
    expectEveryTextReworded(staff, drilled);
  });

  it('still has every limit and colour moved by the drill', () => {
    expectEveryLimitAndColourMoved(staff, drilled);
  });

  it('still passes the check after the drill', () => {
    expectCheckPasses(drilled);
  });
});
