import type { ReactNode } from 'react';
import { useConsoleViewer } from '../../lib/viewer.ts';

/**
 * A section opened by its address by someone whose role does not have it: said plainly instead
 * of a screen whose every call the server refuses.
 */
export function RoleGate(props: { roles: readonly string[]; title: string; children: ReactNode }) {
  const viewer = useConsoleViewer();
  if (props.roles.includes(viewer.role)) return props.children;
  return (
    <>
      <h1>{props.title}</h1>
      <p role="alert">This section is for the company&apos;s admins.</p>
    </>
  );
}
