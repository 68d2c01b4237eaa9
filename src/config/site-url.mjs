// The public origin of the site. Plain JS so astro.config.mjs and the Node scripts share it with the app.
export const SITE_URL = process.env.SITE_URL || 'https://www.adhera.example';
