/** Gives every page its language and translator: the route's `lang` param, English where there is none. */
import { defineMiddleware } from 'astro:middleware';
import { isLang } from './i18n/languages';
import { useTranslations } from './i18n/translate';

export const onRequest = defineMiddleware(({ params, locals }, next) => {
  locals.lang = isLang(params.lang) ? params.lang : 'en';
  locals.t = useTranslations(locals.lang);
  return next();
});
