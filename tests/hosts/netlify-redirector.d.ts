/** netlify-redirector ships no types: the part of its API tests/hosts/netlify-host.ts uses (as netlify-cli does). */
declare module 'netlify-redirector' {
  interface Matcher {
    match(request: object): { to: string; status?: number; force?: boolean } | null;
  }
  const redirector: {
    parseJSON(rules: string, options: { jwtSecret?: string; jwtRoleClaim?: string }): Promise<Matcher>;
  };
  export default redirector;
}
