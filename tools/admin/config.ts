/**
 * The content admin's Sveltia CMS configuration, made when the admin asks for it: the dictionary form
 * from en.json's shape (a key added to en.json is a field at the next reload), the testimonial form from
 * the testimonial schema; and what the admin's page scripts show beside the CMS: the strings to find by
 * their words, and the outdated translations. Runs in Node
 * (tools/admin/serve.mjs); nothing of it reaches the built site.
 */
import { z } from 'astro/zod';
import { testimonialSchema } from '../../src/data/testimonials.ts';
import type { DictionaryTree } from '../../src/i18n/dictionary.ts';
import { fieldPattern } from '../../src/i18n/text-rules.ts';
import { PRODUCT_NAME } from '../../src/config/site.ts';
import { HTML_LANG, LANGUAGES, fallbackOf, type Lang } from '../../src/i18n/languages.ts';
import type { StatusReport } from '../i18n-status.lib.ts';

/** The file format the admin's browser code registers: JSON written back with only the edited lines changed. */
export const FORMAT = 'dictionary-json';

/** The languages whose dictionary holds every key; one with a fallback (br over pt) holds only its overrides. */
const COMPLETE: Lang[] = LANGUAGES.filter((lang) => !fallbackOf(lang));

/** The site's mark, as tools/admin/serve.mjs serves it. */
export const LOGO = '/admin/logo.svg';

/** The page of tools/admin/serve.mjs that shows `npm run i18n:status`. */
export const STATUS_PAGE = '/admin/status';

/**
 * The admin's "Find a string" dialog (tools/admin/browser/find-string.js), which this link opens from any page
 * of the admin; loaded afresh, the admin opens with it.
 */
export const FIND_LINK = '/admin/?find';

/** Strings longer than this get a multi-line box. */
const LONG_TEXT = 60;

type Field = Record<string, unknown>;

/** A string of a dictionary as it is on disk now, by language and dotted key. */
export type TextOf = (lang: Lang, key: string) => string | undefined;

const languageName = (lang: Lang) => new Intl.DisplayNames('en', { type: 'language' }).of(HTML_LANG[lang]) ?? lang;

/** An outdated translation, as the admin's page script shows it under that language's field only. */
export interface OutdatedNote {
  lang: string;
  key: string;
  /** Which language is outdated, which source language changed after it, when, and what that source says now. */
  note: string;
  /** The status page's entry for it, where it can be marked still right. */
  review: string;
}

/**
 * Each outdated translation, with which source language changed after it and what that source says now, for
 * the hint under that language's field (tools/admin/browser/outdated-hints.js), not under the others'.
 */
export function outdatedNotes(status: StatusReport | undefined, textOf: TextOf = () => undefined): OutdatedNote[] {
  // The status names languages by their codes, which are the table's here (it reads the site's dictionaries).
  return (status?.languages ?? []).flatMap(({ lang, outdated }) =>
    outdated.map(({ key, because }) => {
      const sources = because
        .map(({ lang: code, changed }) => {
          const source = code as Lang;
          const now = textOf(source, key);
          return `${languageName(source)} changed on ${changed.date}${now === undefined ? '' : ` to “${now}”`}`;
        })
        .join('; ');
      const note = `⚠ ${languageName(lang as Lang)} is outdated: ${sources}.`;
      return { lang, key, note, review: `${STATUS_PAGE}#${lang}:${key}` };
    }),
  );
}

/** What a string is on its page, by the last part of its key (the numbered ones by their stem): the label's lead. */
const ROLES: Record<string, string> = {
  title: 'Heading',
  heading: 'Heading',
  subtitle: 'Subtitle',
  eyebrow: 'Line above the heading',
  lead: 'Introduction',
  text: 'Text',
  description: 'Description',
  p: 'Paragraph',
  point: 'Point',
  bullet: 'Bullet',
  button: 'Button',
  cta: 'Button',
  badge: 'Badge',
  reference: 'Reference',
  alt: 'Image description (read aloud)',
  imageAlt: 'Image description (read aloud)',
  figure: 'Figure',
  note: 'Note',
  mailSubject: 'E-mail subject',
  metaTitle: 'Browser tab title',
};

/** Groups named after the site's parts rather than a page of the menu. */
const PARTS: Record<string, string> = {
  banners: 'Home page: hero slides',
  menu: 'Menu and shared labels',
  rodape: 'Footer',
  notFound: 'Not-found page',
  meta: 'Search results and sharing',
  languages: 'Language names',
  carousel: 'Carousel controls (read aloud)',
  band: 'Band of three highlights',
};

const shorten = (text: string, length = 48) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;

/** A string's label: what it is on the page, if its key says, and its English words, which the editor searches for. */
function stringLabel(name: string, english: string): string {
  const [, stem, number] = /^(\D+?)(\d*)$/.exec(name) ?? [];
  const role = ROLES[name] ?? ROLES[stem];
  const words = `“${shorten(english)}”`;
  return role ? `${role}${number ? ` ${number}` : ''}: ${words}` : words;
}

/**
 * A group's label: a page by its name in the menu (patients → "Patients & Technologists page"), a part of the
 * site by its description, any other group by its English heading, else by its key.
 */
function groupLabel(name: string, group: DictionaryTree, menu: DictionaryTree | undefined, top: boolean): string {
  const page = menu?.[name === 'homepage' ? 'home' : name];
  if (top && typeof page === 'string') return `${page} page`;
  if (PARTS[name]) return PARTS[name];
  const heading = group.title ?? group.heading;
  return typeof heading === 'string' ? `“${shorten(heading)}”` : name;
}

/**
 * The form of a dictionary: one field per string of en.json, one group per group, in en.json's order, labelled
 * by page, heading and English words (the key is in each field's hint).
 */
export function dictionaryFields(
  en: DictionaryTree,
  prefix = '',
  menu = en.menu as DictionaryTree | undefined,
): Field[] {
  return Object.entries(en).map(([name, value]): Field => {
    const key = prefix + name;
    if (typeof value !== 'string') {
      return {
        name,
        label: groupLabel(name, value, menu, !prefix),
        widget: 'object',
        i18n: true,
        fields: dictionaryFields(value, `${key}.`, menu),
      };
    }
    return {
      name,
      label: stringLabel(name, value),
      widget: value.length > LONG_TEXT ? 'text' : 'string',
      i18n: true,
      // An empty field of an overrides language (br) means "same as its fallback", and is saved as no key at all.
      required: COMPLETE,
      // What the build refuses (src/i18n/text-rules.ts), refused here before saving, in the same words.
      pattern: fieldPattern(value),
      // The same under every language: whether a translation is outdated is shown under its own field only.
      hint: `Key ${key}.`,
    };
  });
}

/** A string as the "Find a string" dialog lists it: where it is in the form, and its text in each language. */
export interface FoundString {
  key: string;
  /** The labels of the form down to the field: page, section…, field. */
  trail: string[];
  texts: Partial<Record<Lang, string>>;
}

/**
 * Every string of the dictionary form, labelled as the form labels it (dictionaryFields), with its text in each
 * language as on disk now (br's own text only where it overrides pt).
 */
export function stringIndex(en: DictionaryTree, textOf: TextOf): FoundString[] {
  const walk = (fields: Field[], trail: string[], prefix: string): FoundString[] =>
    fields.flatMap((field) => {
      const key = `${prefix}${field.name as string}`;
      const here = [...trail, field.label as string];
      if (field.fields) return walk(field.fields as Field[], here, `${key}.`);
      const texts = Object.fromEntries(
        LANGUAGES.map((lang) => [lang, textOf(lang, key)]).filter(([, text]) => text !== undefined),
      );
      return [{ key, trail: here, texts }];
    });
  return walk(dictionaryFields(en), [], '');
}

/**
 * Where the testimonial portraits are, from the root and from a testimonial file (as its `image` is written and
 * the build reads it). The global media folder must differ from it: the CMS writes an asset of the global folder
 * with the global, root-based path.
 */
const PORTRAITS = { fromRoot: 'src/assets/testimonials', fromEntry: '../../assets/testimonials' };
const MEDIA = 'src/assets';

/**
 * A testimonial field's widget, options and requiredness, read from the schema's type for that field, and
 * its label and hint from the schema's description of it.
 */
function testimonialField(name: string, schema: z.ZodType): Field {
  const { title, description } = (schema.meta() ?? {}) as { title?: string; description?: string };
  let type = schema;
  let required = true;
  for (;;) {
    const def = (type as unknown as { def: { type: string; innerType?: z.ZodType; in?: z.ZodType } }).def;
    if (def.type === 'optional' || def.type === 'default') required = false;
    const inner = def.innerType ?? def.in;
    if (!inner) break;
    type = inner;
  }
  const kind = (type as unknown as { def: { type: string } }).def.type;
  const base = { name, label: title ?? name, hint: description, required };
  if (kind === 'enum') return { ...base, widget: 'select', options: (type as z.ZodEnum).options };
  if (kind === 'number') return { ...base, widget: 'number', value_type: 'int' };
  if (kind === 'boolean') return { ...base, widget: 'boolean' };
  if (name === 'image') {
    // Picked from (or uploaded to) the portraits folder, and written as a path from the testimonial file.
    return { ...base, widget: 'image', choose_url: false };
  }
  // Quotes and names show as plain text: the build's rules for text without placeholders (no markup, no braces).
  return { ...base, widget: name.startsWith('desc_') ? 'text' : 'string', pattern: fieldPattern('') };
}

/** The testimonial form: the fields of the schema the build checks the files with, in its order. */
export function testimonialFields(): Field[] {
  return Object.entries(testimonialSchema(z.string()).shape).map(([name, schema]) => testimonialField(name, schema));
}

export interface AdminOptions {
  en: DictionaryTree;
  /**
   * The repository the hosted route uses (GitHub backend), once configured; until then the landing names the
   * local folder instead ("local/<folder>": the instruction shows its last part), and the local route never
   * contacts GitHub.
   */
  repo?: string;
  branch?: string;
  /** The live preview of the site (astro dev, started by tools/admin/serve.mjs), which entries link to. */
  previewUrl?: string;
}

/** The whole configuration, as CMS.init({ config }) takes it. */
export function adminConfig({ en, repo = 'local/repository', branch = 'main', previewUrl }: AdminOptions) {
  return {
    load_config_file: false,
    // The landing and the tab say whose admin this is, with the site's mark, not the CMS's.
    app_title: `${PRODUCT_NAME} content`,
    logo: { src: LOGO },
    backend: { name: 'github', repo, branch },
    media_folder: MEDIA,
    // Only the repository's own images: no stock photo services (the admin works offline).
    media_libraries: { stock_assets: false },
    // Each entry links to its page on the live preview; without one, there are no preview links.
    ...(previewUrl ? { site_url: previewUrl } : {}),
    show_preview_links: previewUrl !== undefined,
    i18n: { structure: 'multiple_files', locales: [...LANGUAGES], default_locale: 'en' },
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
    collections: [
      {
        name: 'dictionaries',
        label: 'Interface text',
        i18n: true,
        description:
          'Every string of the site in English, Spanish, European and Brazilian Portuguese. An empty Brazilian ' +
          `Portuguese field shows the European Portuguese text. [Find a string by its words](${FIND_LINK}) · ` +
          `[Translation status: which translations are outdated](${STATUS_PAGE})`,
        files: [
          {
            name: 'dictionary',
            label: 'Interface text (all pages)',
            file: 'src/i18n/locales/{{locale}}.json',
            // The language's home page: the codes are the site's URL codes.
            preview_path: '/{{locale}}',
            format: FORMAT,
            i18n: true,
            fields: dictionaryFields(en),
          },
        ],
      },
      {
        name: 'testimonials',
        label: 'Testimonials',
        description: 'The quotes of both testimonial carousels, with each language in its own field.',
        folder: 'src/content/testimonials',
        extension: 'json',
        format: FORMAT,
        create: false,
        delete: false,
        identifier_field: 'name',
        // Picked from (or uploaded to) the portraits' folder, and written as a path from the testimonial file, as
        // the build reads it.
        media_folder: `/${PORTRAITS.fromRoot}`,
        public_folder: PORTRAITS.fromEntry,
        summary: '{{name}} ({{title}})',
        // Shown on the Patients & Technologists page (and Impact).
        preview_path: '/en/patients',
        fields: testimonialFields(),
      },
    ],
  };
}
