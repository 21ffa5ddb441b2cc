import '../booking.css';
import type { ReactNode } from 'react';
import { iconProps } from '../../../components/ui/icon-props.ts';

/** The lettered pin of a route row (A pickup, B drop-off or hourly), or a stop's number. */
export function RouteMarker({
  kind,
  children,
}: {
  kind: 'letter' | 'stop' | 'end';
  children?: ReactNode;
}) {
  return (
    <span className={`route-marker route-marker--${kind}`} aria-hidden="true">
      {children}
    </span>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <p role="status" className="spinner-line">
      <span className="spinner" aria-hidden="true" />
      {label}
    </p>
  );
}

const icon = iconProps(20);

export const PlusIcon = () => (
  <svg {...icon}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);
export const TrashIcon = () => (
  <svg {...icon}>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
  </svg>
);
export const UpIcon = () => (
  <svg {...icon}>
    <path d="m6 15 6-6 6 6" />
  </svg>
);
export const DownIcon = () => (
  <svg {...icon}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);
export const GripIcon = () => (
  <svg {...icon}>
    <path
      d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01"
      strokeWidth={3.5}
      strokeLinecap="round"
    />
  </svg>
);
