/**
 * A part of a server-rendered page that React hydrates on its own: a Suspense boundary,
 * which React 19 hydrates after the rest of the page, each in a task of its own, and first
 * of all when the visitor clicks, types or submits inside it (the event is then handled
 * with the part's own handlers). Nothing inside may suspend while hydrating: every page's
 * code is loaded before hydration starts (app/router.tsx, loadRouteModules).
 *
 * A part marked `later` (below the first screen of its page) waits until it is needed:
 * - found in the served HTML, it stays as the server sent it (content, links and all) and
 *   is hydrated when it comes near the screen, or at once when the visitor presses, focuses
 *   or clicks inside it (that event is then handled by the part itself), so starting a
 *   page costs only what its first screen needs;
 * - rendered afresh (a page opened within the app), its page's top is committed and
 *   painted first and the part renders right after.
 * Either way its content is never missing: the server renders every part.
 */
import {
  startTransition,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { afterNextPaint } from './after-paint.ts';
import { PAGE_HYDRATED_MARK, partHydratedMark } from './hydration-marks.ts';
import { useIsHydrating } from './use-is-hydrating.ts';

interface HydrationBoundaryProps {
  children: ReactNode;
  /** Below the page's first screen: hydrated when needed, rendered after the page's top. */
  later?: boolean;
  /** Names the part's mark (hydration-marks.ts, partHydratedMark). */
  name?: string;
}

export function HydrationBoundary({ children, later = false, name }: HydrationBoundaryProps) {
  if (later) {
    return (
      <LaterPart>
        <PartMark name={name}>{children}</PartMark>
      </LaterPart>
    );
  }
  return <FirstScreenPart name={name}>{children}</FirstScreenPart>;
}

/**
 * Parts of the first screen the root has committed (still as served) whose own content has
 * not committed yet; with the root committed and none left, the page is hydrated. The effects
 * of one commit run children first, so a part counts right in either order.
 */
const firstScreen = { parts: 0, rootCommitted: false, marked: false };

function markIfPageHydrated(): void {
  if (firstScreen.marked || !firstScreen.rootCommitted || firstScreen.parts > 0) return;
  firstScreen.marked = true;
  performance.mark(PAGE_HYDRATED_MARK);
}

/**
 * Wraps the browser's root: its effect runs once the root's own elements are hydrated,
 * after those of everything it holds.
 */
export function HydrationRoot({ children }: { children: ReactNode }) {
  useEffect(() => {
    firstScreen.rootCommitted = true;
    markIfPageHydrated();
  }, []);
  return children;
}

function FirstScreenPart({ children, name }: { children: ReactNode; name?: string }) {
  useEffect(() => {
    firstScreen.parts += 1;
    return () => {
      firstScreen.parts -= 1;
    };
  }, []);
  return (
    <Suspense fallback={null}>
      <PartMark name={name} firstScreen>
        {children}
      </PartMark>
    </Suspense>
  );
}

interface PartMarkProps {
  children: ReactNode;
  name?: string | undefined;
  /** Counted towards the page's mark. */
  firstScreen?: boolean;
}

/** Inside a part's boundary: its effect runs once the part's content has committed. */
function PartMark({ children, name, firstScreen: counted = false }: PartMarkProps) {
  useEffect(() => {
    if (name) performance.mark(partHydratedMark(name));
    if (!counted) return;
    firstScreen.parts -= 1;
    markIfPageHydrated();
    return () => {
      firstScreen.parts += 1;
    };
  }, [name, counted]);
  return children;
}

/** How far from the screen a part starts hydrating, so it is ready when scrolled to. */
const NEAR_SCREEN = '300px 0px';
/**
 * Events that show the visitor is about to use a part: it hydrates before the click lands.
 * A click with nothing before it (a screen reader's) opens the gate too: the browser runs
 * pending promise callbacks between one listener and the next, so React has seen the gate
 * open by the time its own listener hydrates the part for the click.
 */
const INTENT_EVENTS = ['pointerdown', 'focusin', 'keydown', 'click'] as const;
/** Events React hydrates a part for on the spot (its selective hydration). */
const DISCRETE_EVENTS = new Set([
  'click',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'keydown',
  'keyup',
  'keypress',
  'focusin',
  'focusout',
  'input',
  'change',
  'submit',
  'beforeinput',
]);

/**
 * Opens once: a dehydrated part waits on it (`use`), and React retries the part when it
 * opens. A part that found it open at once never waits; one that waited keeps reading it
 * with `use` (React requires that of a component that suspended), which React then answers
 * at once, having followed the promise.
 */
class HydrationGate {
  open = false;
  private awaited = false;
  readonly opened: Promise<void>;
  private release!: () => void;

  constructor() {
    this.opened = new Promise((resolve) => {
      this.release = resolve;
    });
  }

  /** The promise for `use`, or null for a part that found the gate open and never waited. */
  toAwait(): Promise<void> | null {
    if (this.open && !this.awaited) return null;
    this.awaited = true;
    return this.opened;
  }

  openNow(): void {
    if (this.open) return;
    this.open = true;
    this.release();
  }
}

function LaterPart({ children }: { children: ReactNode }) {
  // Nothing here may change after hydration: a new render of this component would give the
  // dehydrated part new props, and React would then render it afresh instead of waiting.
  // Whether the part was found in the served HTML is decided inside it (Gated).
  // (The server renders every part in full: it has nothing to wait for.)
  const [gate] = useState(() => (onServer() ? null : new HydrationGate()));
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = frame.current;
    if (!gate || gate.open || !element) return;
    return openWhenNeeded(gate, element);
  }, [gate]);

  return (
    // A box that does not take part in layout: it only marks where the part is.
    <div ref={frame} className="hydration-part">
      <Suspense fallback={null}>
        <Gated gate={gate} frame={frame}>
          {children}
        </Gated>
      </Suspense>
    </div>
  );
}

/** Opens the gate when the part nears the screen or the visitor reaches into it. */
function openWhenNeeded(gate: HydrationGate, element: HTMLElement): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) stop(true);
    },
    { rootMargin: NEAR_SCREEN },
  );
  // The frame itself has no box; the server's elements inside it do.
  for (const child of element.children) observer.observe(child);
  const onIntent = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) stop(true);
  };
  // On the window, in the capture phase: before React's own listener sees the event.
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, true);
  function stop(open: boolean) {
    observer.disconnect();
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
    if (open) gate.openNow();
  }
  return () => stop(false);
}

interface GatedProps {
  gate: HydrationGate | null;
  frame: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

function Gated({ gate, frame, children }: GatedProps) {
  const hydrating = useIsHydrating();
  // Found in the served HTML, the part waits at its gate. React renders a dehydrated part on
  // the spot when an event lands in it: such an event opens the gate, so the part hydrates
  // and handles it.
  if (gate) {
    // Rendered afresh, or hydrated for an event that landed in it: the part is needed now.
    if (!hydrating || eventLandsIn(frame.current)) gate.openNow();
    const waitFor = gate.toAwait();
    if (waitFor) use(waitFor);
  }
  // Rendered afresh (a page opened within the app), the part follows the page's top.
  const [shown, setShown] = useState(hydrating);
  useEffect(() => {
    if (shown) return;
    return afterNextPaint(() => startTransition(() => setShown(true)));
  }, [shown]);
  return shown ? children : null;
}

function onServer(): boolean {
  return typeof window === 'undefined';
}

/**
 * The discrete event being dispatched now, if any (what `window.event` reports, kept here
 * so it does not depend on that legacy property). Watched from the start, in the capture
 * phase on the window: before React's own listener, which is where React hydrates a part
 * for an event. An event the start-up script held and hands over is seen the same way.
 */
let eventNow: Event | undefined;
if (!onServer()) {
  for (const type of DISCRETE_EVENTS) {
    window.addEventListener(
      type,
      (event) => {
        eventNow = event;
      },
      true,
    );
  }
}

function eventLandsIn(element: HTMLElement | null): boolean {
  const event = eventNow;
  return (
    element !== null &&
    event !== undefined &&
    // Still being dispatched: a finished event has no phase.
    event.eventPhase !== Event.NONE &&
    event.target instanceof Node &&
    element.contains(event.target)
  );
}
