import './forms.css';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * What replaces a form once it has done its job ("Account Created", the reset-mail text): it
 * takes the focus, so a screen reader reads it and the keyboard continues from there.
 */
export function StatusMessage({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="status" className="form-status" tabIndex={-1}>
      {children}
    </div>
  );
}
