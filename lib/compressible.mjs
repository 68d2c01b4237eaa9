/**
 * Text formats: the ones a host compresses; images and fonts already are. The build precompresses them
 * (integrations/precompress.mjs), the Node server sends them compressed (tools/serve.mjs) and the byte budgets count
 * them compressed (tools/page-weights.mjs).
 */
export const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.svg', '.xml', '.json', '.txt']);
