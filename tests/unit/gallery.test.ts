// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { galleryHtml } from '../../tools/gallery';
import { scenarioAnswer, scenarios } from '../../src/sandbox/scenarios';

describe('state gallery', () => {
  it('every scenario file names a group, a title and an address of this app', () => {
    const list = scenarios();
    expect(list.length).toBeGreaterThan(20);
    for (const s of list) {
      expect(s.group, s.name).toMatch(/\S/);
      expect(s.title, s.name).toMatch(/\S/);
      expect(s.path, s.name).toMatch(/^\//);
    }
  });

  it('shows each scenario in its own phone-sized frame, under its group', () => {
    const list = scenarios();
    const html = galleryHtml(list);
    expect(html.match(/<iframe /g)).toHaveLength(list.length);
    for (const s of list) expect(html).toContain(`src="${s.path.replace(/&/g, '&amp;')}"`);
    expect(html).toContain('<h2>Order details</h2>');
    expect(html).toContain('width:390px;height:844px');
  });

  it('answers a scenario id with the answer its file gives', () => {
    expect(scenarioAnswer('loan-details', 'scenario-order-180-overdue')).toMatchObject({
      orderStatus: 180,
      isDelay: '1',
    });
    expect(scenarioAnswer('loan-details', '174')).toBeUndefined();
  });
});
