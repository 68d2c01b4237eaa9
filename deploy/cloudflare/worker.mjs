/**
 * The Cloudflare Worker in front of the site's static assets (wrangler.jsonc beside it runs it first on every
 * request): it answers through deploy/fetch-handler.mjs, which runs lib/url-rules.mjs as tools/serve.mjs does,
 * so Cloudflare answers every URL as the Node server does, the not-found page in the browser's language and the
 * 400s included. The files come from the assets binding, asked for by their exact name (html_handling "none").
 */
import { answer } from '../fetch-handler.mjs';

export default {
  /**
   * @param {Request} request
   * @param {{ ASSETS: { fetch: typeof fetch } }} env
   */
  fetch(request, env) {
    return answer(request, (url, init) => env.ASSETS.fetch(url, init));
  },
};
