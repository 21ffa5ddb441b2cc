/** How many rows a drag of `offsetY` pixels moves a stop: past half a row counts as a row. */
export function dragShift(offsetY: number, rowHeight: number): number {
  return rowHeight > 0 ? Math.round(offsetY / rowHeight) : 0;
}
