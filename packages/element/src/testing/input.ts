import { cdp } from 'vitest/browser';

/**
 * Real touch and pen input for the browser tests: Chromium's own input pipeline through the
 * DevTools protocol, so the browser makes the pointer, touch, mouse-compatibility and click events
 * itself (and may cancel, scroll or select as it would for a player), not a synthetic DOM event.
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The test page is a frame of Vitest's page: its offset and scale there, for DevTools coordinates. */
function toTop(point: Point): Point {
  const frame = window.frameElement?.getBoundingClientRect();
  if (!frame) return point;
  const scale = frame.width / window.innerWidth;
  return { x: frame.left + point.x * scale, y: frame.top + point.y * scale };
}

function steps(from: Point, to: Point, count: number): Point[] {
  return Array.from({ length: count }, (_, i) => ({ x: from.x + ((to.x - from.x) * (i + 1)) / count, y: from.y + ((to.y - from.y) * (i + 1)) / count }));
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

async function touch(type: 'touchStart' | 'touchMove' | 'touchEnd', point?: Point): Promise<void> {
  const touchPoints = point ? [{ ...toTop(point), id: 1, radiusX: 4, radiusY: 4, force: 1 }] : [];
  await cdp().send('Input.dispatchTouchEvent', { type, touchPoints });
}

/** A finger pressed at `from`, moved to `to` in steps, and lifted; `midway` runs while it is down. */
export async function touchDrag(from: Point, to: Point, midway?: () => Promise<void>): Promise<void> {
  await touch('touchStart', from);
  await frame();
  for (const point of steps(from, to, 8)) {
    await touch('touchMove', point);
    await frame();
  }
  await midway?.();
  await touch('touchEnd');
  await frame();
}

/** A tap: the browser makes the click itself. */
export async function touchTap(at: Point): Promise<void> {
  await touch('touchStart', at);
  await touch('touchEnd');
  await frame();
  await frame();
}

async function pointer(
  kind: 'pen' | 'mouse',
  type: 'mousePressed' | 'mouseMoved' | 'mouseReleased',
  point: Point,
  pressed: boolean,
  clicks = 1,
): Promise<void> {
  const { x, y } = toTop(point);
  await cdp().send('Input.dispatchMouseEvent', {
    type,
    x,
    y,
    button: pressed || type === 'mouseReleased' ? 'left' : 'none',
    buttons: pressed ? 1 : 0,
    clickCount: type === 'mouseMoved' ? 0 : clicks,
    pointerType: kind,
    ...(kind === 'pen' ? { force: pressed ? 0.5 : 0 } : {}),
  });
}

/** A pen (or a mouse) pressed at `from`, moved to `to` in steps, and lifted; `midway` runs while it is down. */
async function pointerDrag(kind: 'pen' | 'mouse', from: Point, to: Point, midway?: () => Promise<void>): Promise<void> {
  await pointer(kind, 'mouseMoved', from, false);
  await pointer(kind, 'mousePressed', from, true);
  for (const point of steps(from, to, 8)) {
    await pointer(kind, 'mouseMoved', point, true);
    await frame();
  }
  await midway?.();
  await pointer(kind, 'mouseReleased', to, false);
  await frame();
}

/** A pen's tap at `at`; `clicks` is the count the system gives it (2 for a double-tap's second, as for a mouse). */
export async function penTap(at: Point, clicks = 1): Promise<void> {
  await pointer('pen', 'mouseMoved', at, false);
  await pointer('pen', 'mousePressed', at, true, clicks);
  await pointer('pen', 'mouseReleased', at, false, clicks);
  await frame();
}

/** A pen pressed at `from`, moved to `to` in steps, and lifted; `midway` runs while it is down. */
export function penDrag(from: Point, to: Point, midway?: () => Promise<void>): Promise<void> {
  return pointerDrag('pen', from, to, midway);
}

/** The mouse's left button pressed at `from`, moved to `to` in steps, and released; `midway` runs while it is down. */
export function mouseDrag(from: Point, to: Point, midway?: () => Promise<void>): Promise<void> {
  return pointerDrag('mouse', from, to, midway);
}

/** A point on a card: its centre across, and near its top (a covered card shows only its top). */
export function centre(node: Element): Point {
  const box = node.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + Math.min(box.height / 2, 10) };
}
