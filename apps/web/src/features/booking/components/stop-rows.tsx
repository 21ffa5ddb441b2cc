import type { RouteItem } from '@ride/domain';
import { useState, type PointerEvent } from 'react';
import { dragShift } from '../lib/drag.ts';
import { DownIcon, GripIcon, RouteMarker, TrashIcon, UpIcon } from './markers.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { placeholderWords } from '../lib/booking-words.ts';

interface Props {
  stops: RouteItem[];
  onSearch(id: string): void;
  onRemove(stop: RouteItem, position: number): void;
  onMove(stop: RouteItem, toIndex: number): void;
}

interface Drag {
  id: string;
  pointerId: number;
  startY: number;
  offsetY: number;
  rowHeight: number;
}

/**
 * The stops between pickup and drop-off: dragged by their grip with a pointer, or moved with the
 * up and down buttons from a keyboard or a screen reader.
 */
export function StopRows({ stops, onSearch, onRemove, onMove }: Props) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const { t } = useLingui();

  const start = (stop: RouteItem) => (event: PointerEvent<HTMLSpanElement>) => {
    const row = event.currentTarget.closest('li');
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({
      id: stop.id,
      pointerId: event.pointerId,
      startY: event.clientY,
      offsetY: 0,
      rowHeight: row?.getBoundingClientRect().height ?? 0,
    });
  };
  const move = (event: PointerEvent<HTMLSpanElement>) => {
    if (drag?.pointerId !== event.pointerId) return;
    setDrag({ ...drag, offsetY: event.clientY - drag.startY });
  };
  const end = (stop: RouteItem, index: number) => (event: PointerEvent<HTMLSpanElement>) => {
    if (drag?.pointerId !== event.pointerId) return;
    const shift = dragShift(drag.offsetY, drag.rowHeight);
    setDrag(null);
    if (shift !== 0) onMove(stop, index + shift);
  };

  return stops.map((stop, index) => {
    const position = index + 1;
    const dragging = drag?.id === stop.id;
    return (
      <li
        key={stop.id}
        className={`route-row route-row--stop${dragging ? ' route-row--dragging' : ''}`}
        style={dragging ? { transform: `translateY(${drag.offsetY}px)` } : undefined}
      >
        <span
          className="route-row__grip"
          aria-hidden="true"
          title={t`Drag to reorder`}
          onPointerDown={start(stop)}
          onPointerMove={move}
          onPointerUp={end(stop, index)}
          onPointerCancel={() => setDrag(null)}
        >
          <GripIcon />
        </span>
        <RouteMarker kind="stop">{position}</RouteMarker>
        <button type="button" className="route-row__place" onClick={() => onSearch(stop.id)}>
          <span className="route-row__caption">
            <Trans>Stop {position}</Trans>
          </span>
          <span className="route-row__name">{stop.name || placeholderWords(stop.placeholder)}</span>
        </button>
        <span className="route-row__actions">
          <button
            type="button"
            className="icon-button icon-button--small"
            aria-label={t`Move stop ${position} up`}
            disabled={index === 0}
            onClick={() => onMove(stop, index - 1)}
          >
            <UpIcon />
          </button>
          <button
            type="button"
            className="icon-button icon-button--small"
            aria-label={t`Move stop ${position} down`}
            disabled={index === stops.length - 1}
            onClick={() => onMove(stop, index + 1)}
          >
            <DownIcon />
          </button>
          <button
            type="button"
            className="icon-button icon-button--small"
            aria-label={t`Remove stop ${position}: ${stop.name}`}
            onClick={() => onRemove(stop, position)}
          >
            <TrashIcon />
          </button>
        </span>
      </li>
    );
  });
}
