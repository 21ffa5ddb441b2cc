/** Shared attributes of the app's line icons: decorative (hidden from screen readers), drawn in currentColor. */
export function iconProps(size: number) {
  return {
    viewBox: '0 0 24 24',
    width: size,
    height: size,
    'aria-hidden': true,
    focusable: false,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
  } as const;
}
