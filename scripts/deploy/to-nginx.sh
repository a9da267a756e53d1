#!/usr/bin/env bash
# Deploys the build in this checkout to the nginx server of docs/deploy.md over ssh: dist/ and the three
# nginx files the same build wrote (each page's Content-Security-Policy names its hashes), then nginx checks
# its configuration and reloads. The pipelines (.gitlab-ci.yml, .github/workflows/site.yml) run it after
# `npm run build`, with their settings as environment variables:
#   DEPLOY_TARGET       the server, as user@host
#   DEPLOY_SSH_KEY      that user's private key (its text, or the path of a file holding it)
#   DEPLOY_KNOWN_HOSTS  the server's host keys (`ssh-keyscan <host>`): no key is trusted unseen
#   DEPLOY_PATH         the folder deploy/nginx.conf includes from; /srv/100in100 unless set
set -euo pipefail
cd "$(dirname "$0")/../.."

missing=()
for name in DEPLOY_TARGET DEPLOY_SSH_KEY DEPLOY_KNOWN_HOSTS; do
  [ -n "${!name:-}" ] || missing+=("$name")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Not deployed: ${missing[*]} not set. Set them as the CI/CD settings of the repository (docs/deploy.md#rebuild-once-a-day)." >&2
  exit 1
fi
generated=(deploy/nginx-headers.conf deploy/nginx-csp.conf deploy/nginx-routes.conf)
for file in dist/index.html "${generated[@]}"; do
  if [ ! -f "$file" ]; then
    echo "Not deployed: $file is missing. Run npm run build first (the pipeline's build job)." >&2
    exit 1
  fi
done
path="${DEPLOY_PATH:-/srv/100in100}"

ssh_dir="$(mktemp -d)"
trap 'rm -rf "$ssh_dir"' EXIT
# GitLab hands a variable of type File over as its path; GitHub's secrets and plain variables as the text.
setting() { if [ -f "$1" ]; then cat "$1"; else printf '%s\n' "$1"; fi; }
setting "$DEPLOY_SSH_KEY" >"$ssh_dir/key"
setting "$DEPLOY_KNOWN_HOSTS" >"$ssh_dir/known_hosts"
chmod 600 "$ssh_dir/key"
ssh="ssh -i $ssh_dir/key -o IdentitiesOnly=yes -o UserKnownHostsFile=$ssh_dir/known_hosts -o StrictHostKeyChecking=yes -o BatchMode=yes"

# --delay-updates puts the new files in place together, at the end; --delete drops what the build no longer has.
rsync -a --delete --delay-updates -e "$ssh" dist/ "$DEPLOY_TARGET:$path/dist/"
rsync -a -e "$ssh" "${generated[@]}" "$DEPLOY_TARGET:$path/"
# nginx -t first: a reload with a configuration nginx refuses would keep the old one without a word.
$ssh "$DEPLOY_TARGET" 'sudo -n nginx -t -q && sudo -n systemctl reload nginx'
echo "Deployed to $DEPLOY_TARGET:$path and reloaded nginx."
