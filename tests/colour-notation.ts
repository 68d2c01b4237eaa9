/**
 * Finds the colours a text writes, in every notation CSS and SVG accept for an sRGB colour: hex with 3, 4, 6 or 8
 * digits, rgb()/rgba() and hsl()/hsla() (commas or spaces, numbers or percentages, any alpha). Each comes back as
 * lower-case #rrggbb, alpha aside, so the palette checks can compare a colour however it was spelt.
 */
export interface WrittenColour {
  /** The colour as the text writes it. */
  written: string;
  /** Its red, green and blue as #rrggbb. */
  hex: string;
}

const byte = (value: number) =>
  Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');
const channel = (text: string) => (text.endsWith('%') ? (parseFloat(text) * 255) / 100 : parseFloat(text));

/** HSL (hue in degrees, saturation and lightness 0–1) as #rrggbb: CSS Color 4's hslToRgb. */
function hslHex(hue: number, saturation: number, lightness: number): string {
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const a = saturation * Math.min(lightness, 1 - lightness);
    return lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return `#${[f(0), f(8), f(4)].map((value) => byte(value * 255)).join('')}`;
}

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
const SEPARATOR = String.raw`\s*[,\s]\s*`;
const ALPHA = String.raw`(?:\s*[,/]\s*${NUMBER}%?)?`;
const HEX = /#([0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{4}|[0-9a-f]{3})(?![0-9a-z_-])/gi;
const RGB = new RegExp(
  String.raw`rgba?\(\s*(${NUMBER}%?)${SEPARATOR}(${NUMBER}%?)${SEPARATOR}(${NUMBER}%?)${ALPHA}\s*\)`,
  'gi',
);
const HSL = new RegExp(
  String.raw`hsla?\(\s*(${NUMBER})(deg|turn|rad|grad)?${SEPARATOR}(${NUMBER})%${SEPARATOR}(${NUMBER})%${ALPHA}\s*\)`,
  'gi',
);
const DEGREES: Record<string, number> = { deg: 1, turn: 360, rad: 180 / Math.PI, grad: 0.9 };

/** A #rrggbb colour as a browser reports it in a computed style: `rgb(r, g, b)`. */
export function computedRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

export function coloursIn(text: string): WrittenColour[] {
  const found: WrittenColour[] = [];
  for (const [written, digits] of text.matchAll(HEX)) {
    const full = digits!.length <= 4 ? [...digits!].map((digit) => digit + digit).join('') : digits!;
    found.push({ written, hex: `#${full.slice(0, 6).toLowerCase()}` });
  }
  for (const [written, r, g, b] of text.matchAll(RGB)) {
    found.push({ written, hex: `#${[r!, g!, b!].map((value) => byte(channel(value))).join('')}` });
  }
  for (const [written, h, unit, s, l] of text.matchAll(HSL)) {
    const hue = (((parseFloat(h!) * DEGREES[(unit ?? 'deg').toLowerCase()]!) % 360) + 360) % 360;
    found.push({ written, hex: hslHex(hue, parseFloat(s!) / 100, parseFloat(l!) / 100) });
  }
  return found;
}
