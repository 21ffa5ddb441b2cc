/** A PO catalog as @lingui/vite-plugin compiles it. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
