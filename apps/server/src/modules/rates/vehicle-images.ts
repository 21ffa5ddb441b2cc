/**
 * Side-view pictures of the demo vehicle types, drawn here so nothing is fetched from elsewhere.
 * They are stored as company assets, so an operator can replace them with photos of its fleet.
 */
export type VehicleShape = 'sedan' | 'suv' | 'sprinter' | 'stretch';

interface Outline {
  width: number;
  roof: string;
  windows: string;
  wheels: [number, number];
}

const OUTLINES: Record<VehicleShape, Outline> = {
  sedan: {
    width: 200,
    roof: 'M20 62 L48 62 L72 38 L132 38 L156 62 L186 64 Q194 66 194 74 L194 80 L14 80 L14 70 Q14 62 20 62 Z',
    windows: 'M78 44 L101 44 L101 60 L60 60 Z M107 44 L128 44 L146 60 L107 60 Z',
    wheels: [50, 156],
  },
  suv: {
    width: 210,
    roof: 'M18 56 L40 56 L58 30 L160 30 L176 56 L196 58 Q204 60 204 70 L204 80 L12 80 L12 64 Q12 56 18 56 Z',
    windows: 'M64 36 L104 36 L104 54 L50 54 Z M110 36 L156 36 L168 54 L110 54 Z',
    wheels: [52, 166],
  },
  sprinter: {
    width: 230,
    roof: 'M16 50 L34 28 L40 20 L218 20 Q224 20 224 28 L224 80 L10 80 L10 60 Q10 52 16 50 Z',
    windows:
      'M46 26 L70 26 L70 48 L30 48 Z M78 26 L120 26 L120 46 L78 46 Z M126 26 L168 26 L168 46 L126 46 Z M174 26 L214 26 L214 46 L174 46 Z',
    wheels: [50, 190],
  },
  stretch: {
    width: 236,
    roof: 'M14 62 L36 62 L54 42 L196 42 L212 62 L226 64 Q232 66 232 74 L232 80 L8 80 L8 70 Q8 62 14 62 Z',
    windows: 'M60 47 L84 47 L84 60 L48 60 Z M90 47 L196 47 L206 60 L90 60 Z',
    wheels: [40, 200],
  },
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small SVG of a vehicle shape in the company colour, with its name as the accessible title. */
export function vehicleSvg(shape: VehicleShape, name: string, colour: string): string {
  const outline = OUTLINES[shape];
  const wheels = outline.wheels
    .map(
      (x) =>
        `<circle cx="${x}" cy="80" r="14" fill="#1a1a1a"/><circle cx="${x}" cy="80" r="6" fill="#bdbdbd"/>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${outline.width + 10} 100" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeXml(name)}</title>`,
    `<ellipse cx="${(outline.width + 10) / 2}" cy="94" rx="${outline.width / 2}" ry="4" fill="#000" opacity=".12"/>`,
    `<path d="${outline.roof}" fill="${escapeXml(colour)}"/>`,
    `<path d="${outline.windows}" fill="#dfe7ee"/>`,
    wheels,
    '</svg>',
  ].join('');
}
