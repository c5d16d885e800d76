// Debian's Chromium through playwright-core, for the layout comparison and the contact sheet: the same
// binary and flags as the end-to-end tests, but a plain 390-px viewport at device scale 1, as WebKit
// has, so the two engines lay out the same width at the same scale.
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunch } from '../chromiumLaunch';

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunch);
}
