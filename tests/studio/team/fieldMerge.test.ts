// @vitest-environment node
// A change merged onto main field by field: different fields of one file both land (even on
// neighbouring lines, where git's own merge would stop), the same field changed on both sides is a
// conflict with both values, a Markdown file is one field, and an editor's pick settles a conflict.
import { describe, expect, it } from 'vitest';
import { mergeFile } from '../../../studio/server/team/fieldMerge';

const base = `{
  "company": {
    "name": "Fixture Lending Company",
    "address": "Town A",
    "email": "desk@example.test"
  },
  "groups": [3, 4, 4]
}
`;
const edit = (text: string, from: string, to: string) => {
  expect(text).toContain(from);
  return text.replace(from, to);
};

describe('merging a JSON file field by field', () => {
  it('lands changes of neighbouring fields from both sides, in main’s layout', () => {
    const theirs = edit(base, '"Fixture Lending Company"', '"Fixture Lending Co."');
    const yours = edit(base, '"Town A"', '"Town B"');
    expect(mergeFile('f.json', { base, theirs, yours }, 'json')).toEqual({
      text: edit(theirs, '"Town A"', '"Town B"'),
      conflicts: [],
    });
  });

  it('keeps main as it is where the change changed nothing, and takes a field both set alike', () => {
    const theirs = edit(base, '"Town A"', '"Town B"');
    expect(mergeFile('f.json', { base, theirs, yours: base }, 'json')).toEqual({
      text: theirs,
      conflicts: [],
    });
    expect(mergeFile('f.json', { base, theirs, yours: theirs }, 'json')).toEqual({
      text: theirs,
      conflicts: [],
    });
  });

  it('stops at a field both changed differently, showing both values, and takes the editor’s pick', () => {
    const theirs = edit(base, '"Town A"', '"Town B"');
    const yours = edit(edit(base, '"Town A"', '"Town C"'), '"desk@', '"help@');
    expect(mergeFile('f.json', { base, theirs, yours }, 'json')).toEqual({
      conflicts: [{ file: 'f.json', pointer: '#/company/address', theirs: 'Town B', yours: 'Town C' }],
    });
    const pick = (p: 'theirs' | 'yours') => [{ file: 'f.json', pointer: '#/company/address', pick: p }];
    expect(mergeFile('f.json', { base, theirs, yours }, 'json', pick('theirs'))).toEqual({
      text: edit(theirs, '"desk@', '"help@'),
      conflicts: [],
    });
    expect(mergeFile('f.json', { base, theirs, yours }, 'json', pick('yours'))).toEqual({
      text: edit(theirs, '"desk@', '"help@').replace('Town B', 'Town C'),
      conflicts: [],
    });
  });

  it('merges a list row by row, and a list whose rows both sides added or removed as one field', () => {
    const theirs = edit(base, '[3, 4, 4]', '[3, 3, 4]');
    expect(
      mergeFile('f.json', { base, theirs, yours: edit(base, '[3, 4, 4]', '[3, 4, 5]') }, 'json'),
    ).toEqual({
      text: edit(base, '[3, 4, 4]', '[3, 3, 5]'),
      conflicts: [],
    });
    const longer = edit(base, '[3, 4, 4]', '[3, 4, 4, 1]');
    expect(mergeFile('f.json', { base, theirs, yours: longer }, 'json').conflicts).toEqual([
      { file: 'f.json', pointer: '#/groups', theirs: [3, 3, 4], yours: [3, 4, 4, 1] },
    ]);
  });

  it('sees a field one side removed and the other changed as a conflict', () => {
    const theirs = edit(base, ',\n    "email": "desk@example.test"', '');
    const yours = edit(base, '"desk@', '"help@');
    expect(mergeFile('f.json', { base, theirs, yours }, 'json').conflicts).toEqual([
      { file: 'f.json', pointer: '#/company/email', theirs: undefined, yours: 'help@example.test' },
    ]);
  });
});

describe('merging a Markdown file', () => {
  it('is a conflict of the whole file when both sides changed it, and takes one side’s change', () => {
    const md = '# About\n\nWe lend.\n';
    const theirs = '# About\n\nWe lend fairly.\n';
    const yours = '# About us\n\nWe lend.\n';
    expect(mergeFile('content/aboutUs.md', { base: md, theirs, yours }, 'markdown')).toEqual({
      conflicts: [{ file: 'content/aboutUs.md', pointer: '#', theirs, yours }],
    });
    expect(mergeFile('content/aboutUs.md', { base: md, theirs: md, yours }, 'markdown')).toEqual({
      text: yours,
      conflicts: [],
    });
  });
});
