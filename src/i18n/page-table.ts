/**
 * The site's pages, one row each: the only place a page is declared (its route is src/pages/[lang]/<slug>.astro,
 * index.astro for the home page). The navigation bar, the path helpers (paths.ts), the claims' sources per page,
 * the review pack, the tests and the CloudFront function (bundled by `npm run hosts:write`) all read it. Plain data
 * with a type import only, so that the CloudFront function can carry it.
 *
 * - `slug`: the path after the language segment, '' for the home page: /{lang}/{slug}.
 * - `menu`: the dictionary key of its link in the navigation bar, in the bar's order; the home page has none, as
 *   the brand is its link.
 * - `name`: what the team and the review pack call it; `shortName` where a column is narrow.
 * - `groups`: the dictionary groups whose text it shows.
 */
import type { UIKey } from './translate.ts';

interface PageRow {
  readonly slug: string;
  readonly menu?: UIKey;
  readonly name: string;
  readonly shortName: string;
  readonly groups: readonly string[];
}

export const PAGE_TABLE = [
  { slug: '', name: 'Home', shortName: 'Home', groups: ['banners', 'homepage'] },
  {
    slug: 'patients',
    menu: 'menu.patients',
    name: 'Patients & Technologists',
    shortName: 'Patients',
    groups: ['patients'],
  },
  {
    slug: 'innovation',
    menu: 'menu.innovation',
    name: 'Innovation & Technology',
    shortName: 'Innovation',
    groups: ['innovation'],
  },
  { slug: 'impact', menu: 'menu.impact', name: 'Impact on Healthcare', shortName: 'Impact', groups: ['impact'] },
] as const satisfies readonly PageRow[];
