/** Where a dragged dialog may go: its rectangle must stay inside the viewport. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The allowed translation of a dialog whose untranslated rectangle is `rect`: the whole dialog
 * stays in the viewport; a dialog larger than the viewport keeps its top-left corner (and so its
 * title bar) on screen.
 */
export function dragLimits(rect: Rect, viewport: { width: number; height: number }): { minX: number; maxX: number; minY: number; maxY: number } {
  const minX = -rect.left;
  const minY = -rect.top;
  const maxX = Math.max(minX, viewport.width - rect.left - rect.width);
  const maxY = Math.max(minY, viewport.height - rect.top - rect.height);
  return { minX, maxX, minY, maxY };
}

/** A translation clamped to the limits. */
export function clampOffset(offset: { x: number; y: number }, rect: Rect, viewport: { width: number; height: number }): { x: number; y: number } {
  const l = dragLimits(rect, viewport);
  // `+ 0` turns -0 into 0 (a translate of -0px is fine, but callers compare offsets)
  return { x: Math.min(l.maxX, Math.max(l.minX, offset.x)) + 0, y: Math.min(l.maxY, Math.max(l.minY, offset.y)) + 0 };
}
