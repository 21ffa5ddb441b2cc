/** A map pin's text as an element: names are set as text, never parsed as HTML. */
export function pinLabel(text: string): HTMLElement {
  const label = document.createElement('span');
  label.className = 'map-pin__label';
  label.textContent = text;
  return label;
}
