#!/usr/bin/env bash
# The system packages `npm test` needs and npm cannot provide: Debian's Chromium for the browser tests
# (browser downloads are not possible here) and Debian's nginx, which the tests run with deploy/nginx.conf.
# Installs what is missing when this is root on a machine with apt-get; otherwise says how to get it.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
nginx="${NGINX_PATH:-/usr/sbin/nginx}"

missing=()
[ -x "$chromium" ] || missing+=(chromium)
[ -x "$nginx" ] || missing+=(nginx)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Missing: ${missing[*]}; installing Debian's package(s)…"
  apt-get update -qq
  # nginx-light would do as well; the package named nginx is what Debian and Ubuntu both have.
  # With recommends: Chromium then brings the fonts the layout tests were measured with.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  # The tests start their own nginx on a loopback port; a system service started by the package is not used.
  [ -x "$chromium" ] && [ -x "$nginx" ] && exit 0
fi
cat >&2 <<MSG
The tests need Chromium at $chromium and nginx at $nginx; missing: ${missing[*]}.
Install them with:  sudo apt-get update && sudo apt-get install -y chromium nginx
or point CHROMIUM_PATH / NGINX_PATH at other binaries:  CHROMIUM_PATH=/path/to/chrome npm test
MSG
exit 1
