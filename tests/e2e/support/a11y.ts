import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the finite animations under way (a dialog fading in, a toast sliding in):
 * contrast measured halfway through a fade is not what the user reads. Endless ones (a
 * skeleton's pulse, a spinner) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // A few rounds: an element that just mounted starts its animation a frame later, and
    // one animation's end can start another.
    for (let round = 0; round < 10; round += 1) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState !== 'finished' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        );
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

interface A11yOptions {
  /**
   * Also run axe's experimental `label-content-name-mismatch` (WCAG 2.5.3, label in name):
   * off by default in axe, so enabled by name; any finding of it counts, whatever its impact.
   */
  labelInName?: boolean;
}

const LABEL_IN_NAME = 'label-content-name-mismatch';

/**
 * The axe violations of serious or critical impact (WCAG 2 A and AA rules) on the page as
 * it is now, one line each: the rule, its impact and the elements it found.
 */
export async function a11yProblems(page: Page, { labelInName = false }: A11yOptions = {}) {
  await settleAnimations(page);
  // The rules option comes first: withTags adds to it, whereas options replaces everything.
  const builder = new AxeBuilder({ page });
  if (labelInName) builder.options({ rules: { [LABEL_IN_NAME]: { enabled: true } } });
  const { violations } = await builder.withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === LABEL_IN_NAME)
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(' | ')}`,
    );
}

/** Fails on any axe violation of serious or critical impact (WCAG 2 A and AA rules). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await a11yProblems(page)).toEqual([]);
}
