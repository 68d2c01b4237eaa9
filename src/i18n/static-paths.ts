import { LANGUAGES } from './languages';

/** getStaticPaths for every route under a [lang] segment: one copy per language (src/middleware.ts reads it). */
export const languageStaticPaths = () => LANGUAGES.map((lang) => ({ params: { lang } }));
