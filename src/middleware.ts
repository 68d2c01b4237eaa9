/** Gives every page its language, the translator for it, and the sources of the claims it states, numbered. */
import { defineMiddleware } from 'astro:middleware';
import { numberSources, pageSources } from './data/page-sources';
import { flattenEntries } from './i18n/dictionary';
import { isLang } from './i18n/languages';
import { PAGE_GROUPS, pageOfRoute } from './i18n/paths';
import { useTranslations } from './i18n/translate';
import en from './i18n/locales/en.json';

const KEYS_IN_ORDER = flattenEntries(en).map(([key]) => key);
const inGroups = (groups: readonly string[]) =>
  KEYS_IN_ORDER.filter((key) => groups.some((group) => key.startsWith(`${group}.`)));

export const onRequest = defineMiddleware(async ({ params, locals, routePattern }, next) => {
  locals.lang = isLang(params.lang) ? params.lang : 'en';
  locals.t = useTranslations(locals.lang);
  const page = pageOfRoute(routePattern);
  locals.sources = pageSources(page === undefined ? [] : inGroups(PAGE_GROUPS[page]));
  const response = await next();
  if (!locals.sources.list.length) return response;
  // The sources are numbered in the order the rendered page states them, whatever en.json's key order.
  return new Response(numberSources(await response.text()), response);
});
