/**
 * What `npm run shots` photographs on both sides: every page and not-found page at a phone's, a large phone's, a
 * tablet's and a laptop's width; one page of each kind per language on the build with every flag on, in the light
 * and the dark theme (only that build carries the dark one); and the same four pages without JavaScript.
 */
import { ALL_PATHS, NOT_FOUND_PATHS, SAMPLE_PATHS } from './harness/site-paths.ts';

export type Build = 'default' | 'flags';

export interface View {
  path: string;
  width: number;
  height: number;
  /** The theme the page is put in, as the theme toggle would; the default build has only the light one. */
  theme: 'light' | 'dark';
  js: boolean;
  build: Build;
  /** Unique, and safe as a file name: en-patients-390-light-js-default. */
  name: string;
}

export const WIDTHS = [320, 390, 820, 1280];

/** A phone's window is tall and narrow, a tablet's or laptop's wide. */
export const viewportHeight = (width: number) => Math.round(width < 600 ? width * 2.1 : width * 0.65);

function view(path: string, width: number, theme: View['theme'], js: boolean, build: Build): View {
  const name = [path.slice(1).replaceAll('/', '-'), width, theme, js ? 'js' : 'nojs', build].join('-');
  return { path, width, height: viewportHeight(width), theme, js, build, name };
}

export const VIEWS: readonly View[] = [
  ...[...ALL_PATHS, ...NOT_FOUND_PATHS].flatMap((path) =>
    WIDTHS.map((width) => view(path, width, 'light', true, 'default')),
  ),
  ...(['light', 'dark'] as const).flatMap((theme) =>
    SAMPLE_PATHS.flatMap((path) => WIDTHS.map((width) => view(path, width, theme, true, 'flags'))),
  ),
  ...SAMPLE_PATHS.flatMap((path) => WIDTHS.map((width) => view(path, width, 'light', false, 'default'))),
];
