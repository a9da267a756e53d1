// Starts a new build of the site by calling its deploy hook (Cloudflare Pages: Settings → Builds → Deploy
// hooks; Netlify's build hooks work the same): the campaigns' phases follow the calendar, so the static
// site is built again after each midnight in Zurich (the cron trigger in wrangler.jsonc). The hook's URL is
// a secret of the Worker, never in a file: whoever has it can start builds. Each failure throws, so the run
// is recorded as failed in the Worker's logs and cron events; the URL never appears in a message.

interface Env {
  DEPLOY_HOOK_URL?: string;
}

export default {
  async scheduled(_controller: unknown, env: Env): Promise<void> {
    const hook = env.DEPLOY_HOOK_URL;
    if (!hook)
      throw new Error(
        'DEPLOY_HOOK_URL is not set: give the Worker the deploy hook’s URL as a secret (npx wrangler secret put DEPLOY_HOOK_URL -c deploy/cloudflare-rebuild/wrangler.jsonc). No build was started.',
      );
    const answer = await fetch(hook, { method: 'POST' });
    const body = (await answer.text()).slice(0, 300);
    if (!answer.ok)
      throw new Error(
        `The deploy hook answered ${answer.status} ${answer.statusText}: no build was started. ${body}`,
      );
    console.log(`Deploy hook called (${answer.status}): a new build of the site has started. ${body}`);
  },
};
