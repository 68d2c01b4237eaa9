import { LANGUAGES, type Lang } from './languages';

/** getStaticPaths for every page under src/pages/[lang]/: one copy of the page per language. */
export function languageStaticPaths() {
  return LANGUAGES.map((lang) => ({ params: { lang }, props: { lang } }));
}

export interface LanguagePageProps {
  lang: Lang;
}
