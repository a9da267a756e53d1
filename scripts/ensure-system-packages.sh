#!/usr/bin/env bash
# The system packages `npm test` needs and npm cannot provide (browser downloads are not possible here):
# Debian's Chromium for the browser tests (with recommends: the fonts the layout tests were measured with),
# nginx with its Brotli module for the deployment tests (deploy/nginx.conf), Firefox ESR and WebKitGTK's
# WebKitWebDriver under Xvfb for `npm run test:engines`, openssl for the nginx test's certificate, rsync for
# gitlab-ci-local (it copies the checkout with it) and the deploy script's test.
# Installs what is missing when this is root with apt-get; otherwise says how to get it.
set -euo pipefail
needs=(
  "${CHROMIUM_PATH:-/usr/bin/chromium} chromium"
  "${NGINX_PATH:-/usr/sbin/nginx} nginx"
  "${NGINX_BROTLI_STATIC_MODULE:-/usr/lib/nginx/modules/ngx_http_brotli_static_module.so} libnginx-mod-http-brotli-static"
  "${FIREFOX_PATH:-/usr/bin/firefox-esr} firefox-esr"
  "${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver} webkit2gtk-driver"
  "$(command -v xvfb-run || echo /usr/bin/xvfb-run) xvfb"
  "$(command -v openssl || echo /usr/bin/openssl) openssl"
  "$(command -v rsync || echo /usr/bin/rsync) rsync"
)
missing() {
  local out=()
  for need in "${needs[@]}"; do [ -e "${need% *}" ] || out+=("${need##* }"); done
  echo "${out[*]}"
}

todo="$(missing)"
[ -z "$todo" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Missing: $todo; installing Debian's packages…"
  apt-get update -qq
  # shellcheck disable=SC2086 # one word per package
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $todo >/dev/null
  todo="$(missing)"
  [ -z "$todo" ] && exit 0
fi
cat >&2 <<MSG
The tests need Debian's packages that are missing: $todo.
Install them with:  sudo apt-get update && sudo apt-get install -y $todo
or point CHROMIUM_PATH, NGINX_PATH, NGINX_BROTLI_STATIC_MODULE, FIREFOX_PATH or WEBKIT_DRIVER_PATH at other files.
MSG
exit 1
