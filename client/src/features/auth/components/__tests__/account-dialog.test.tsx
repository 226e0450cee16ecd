// @vitest-environment happy-dom
/**
 * The account dialogs' motion (SPEC.md §2: 300 ms): framer-motion fades and grows the
 * dialog in, and plays it backwards on closing, the dialog staying in the page until then;
 * under prefers-reduced-motion it appears and goes at once. The dialog keeps its name.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MotionGlobalConfig, processFrame } from 'framer-motion';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGateway } from '@/testing/gateway.ts';
import { renderAt, signedInAs } from '@/testing/render.tsx';
import PasswordDialog from '../password-dialog.tsx';

/** The system's motion setting, which can change while the page is open. */
const system = { reduce: false, listeners: new Set<() => void>() };
const motionQuery = {
  get matches() {
    return system.reduce;
  },
  media: '(prefers-reduced-motion)',
  addEventListener: (_: string, listener: () => void) => system.listeners.add(listener),
  removeEventListener: (_: string, listener: () => void) => system.listeners.delete(listener),
};
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) =>
    query.startsWith('(prefers-reduced-motion') ? motionQuery : { ...motionQuery, matches: false },
  );
  system.reduce = reduce;
  for (const listener of system.listeners) listener();
}

let now = 0;
/** Runs one of framer-motion's frames, `ms` after the last, and what it set off. */
async function frame(ms: number) {
  now += ms;
  await act(async () => processFrame(now));
}

/** A page with the Change Password dialog open; its Close button closes it. */
function Page() {
  const [open, setOpen] = useState(true);
  return <PasswordDialog open={open} onClose={() => setOpen(false)} />;
}

function renderDialog() {
  signedInAs('Asha Verma', '7');
  stubGateway({});
  renderAt('/privacy-policy', <Page />);
}

const close = () => userEvent.click(screen.getByRole('button', { name: 'Close' }));

const dialog = () => screen.queryByRole('dialog', { name: 'Change Password' });
const opacity = () => Number(dialog()?.style.opacity);

describe('AccountDialog motion', () => {
  beforeEach(() => {
    MotionGlobalConfig.useManualTiming = true;
    processFrame(now);
  });
  afterEach(() => {
    MotionGlobalConfig.useManualTiming = false;
  });

  it('fades the dialog in over 300 ms, and out again before it leaves the page', async () => {
    prefersReducedMotion(false);
    renderDialog();
    expect(dialog()).toBeInTheDocument();
    await frame(16);
    await frame(100);
    expect(opacity()).toBeGreaterThan(0);
    expect(opacity()).toBeLessThan(1);
    await frame(250);
    expect(opacity()).toBe(1);
    expect(dialog()).toBeVisible();

    await close();
    await frame(16);
    await frame(100);
    // Closing: still in the page, fading, and the page is no longer hidden behind it.
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toBeInTheDocument();
    expect(opacity()).toBeGreaterThan(0);
    expect(opacity()).toBeLessThan(1);
    await frame(250);
    await frame(16);
    expect(dialog()).toBeNull();
  });

  it('shows and removes the dialog at once under prefers-reduced-motion', async () => {
    prefersReducedMotion(true);
    renderDialog();
    expect(dialog()).toBeVisible();
    await frame(16);
    expect(opacity()).toBe(1);

    await close();
    await frame(16);
    await frame(16);
    expect(dialog()).toBeNull();
  });
});
