import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useConsoleViewer } from '../../lib/viewer.ts';

/**
 * A section opened by its address by someone whose role does not have it: said plainly instead
 * of a screen whose every call the server refuses.
 */
export function RoleGate(props: {
  roles: readonly string[];
  title: MessageDescriptor;
  children: ReactNode;
}) {
  const viewer = useConsoleViewer();
  const { i18n } = useLingui();
  if (props.roles.includes(viewer.role)) return props.children;
  return (
    <>
      <h1>{i18n._(props.title)}</h1>
      <p role="alert">
        <Trans>This section is for the company&apos;s admins.</Trans>
      </p>
    </>
  );
}
