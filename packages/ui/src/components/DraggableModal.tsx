import { Modal, type ModalProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { clampOffset, type Rect } from '../logic/dragBounds';

interface DragStart {
  x: number;
  y: number;
  origin: { x: number; y: number };
  rect: Rect;
}

/**
 * A Modal whose title bar drags it (SPEC.md §2 generic draggable dialog); it stays inside the
 * viewport and opens centred again each time.
 */
export function DraggableModal({ title, modalRender, open, ...props }: ModalProps) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const box = useRef<HTMLDivElement>(null);
  const start = useRef<DragStart | null>(null);

  useEffect(() => {
    if (open) setOffset({ x: 0, y: 0 });
  }, [open]);

  const onMouseDown = (e: React.MouseEvent) => {
    const el = box.current;
    if (!el || e.button !== 0) return;
    const r = el.getBoundingClientRect();
    // the rectangle without the current translation: limits are computed from where it sits unmoved
    start.current = { x: e.clientX, y: e.clientY, origin: offset, rect: { left: r.left - offset.x, top: r.top - offset.y, width: r.width, height: r.height } };
    const move = (ev: MouseEvent) => {
      const s = start.current;
      if (!s) return;
      setOffset(clampOffset({ x: s.origin.x + ev.clientX - s.x, y: s.origin.y + ev.clientY - s.y }, s.rect, { width: window.innerWidth, height: window.innerHeight }));
    };
    const up = () => {
      start.current = null;
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', up);
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', up);
    e.preventDefault();
  };

  return (
    <Modal
      {...props}
      open={open}
      title={
        <div data-testid="draggable-title" style={{ cursor: 'move', userSelect: 'none', width: '100%' }} onMouseDown={onMouseDown}>
          {title}
        </div>
      }
      modalRender={(node) => (
        <div ref={box} data-testid="draggable-box" style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}>
          {modalRender ? modalRender(node) : node}
        </div>
      )}
    />
  );
}
