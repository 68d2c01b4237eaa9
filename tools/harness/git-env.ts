/** The environment for tests that commit in a scratch git repository: the same identity, whatever the machine's git configuration says. */
export const GIT_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Editor',
  GIT_AUTHOR_EMAIL: 'editor@example.invalid',
  GIT_COMMITTER_NAME: 'Editor',
  GIT_COMMITTER_EMAIL: 'editor@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};
