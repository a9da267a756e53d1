#!/usr/bin/env bash
# The system packages `npm test` needs and npm cannot provide: Debian's Chromium for the browser tests
# (browser downloads are not possible here), Debian's nginx with its Brotli module (brotli_static), which the
# tests run with deploy/nginx.conf, and
# the two other browser engines of `npm run test:engines`: Firefox ESR and WebKitGTK (WebKitWebDriver with
# its MiniBrowser), which needs a virtual display (Xvfb, through xvfb-run); openssl makes the nginx test's
# throw-away certificate and probes its TLS settings (s_client).
# Installs what is missing when this is root on a machine with apt-get; otherwise says how to get it.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
nginx="${NGINX_PATH:-/usr/sbin/nginx}"
firefox="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
webkit="${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}"
brotli="${NGINX_BROTLI_STATIC_MODULE:-/usr/lib/nginx/modules/ngx_http_brotli_static_module.so}"

missing=()
[ -x "$chromium" ] || missing+=(chromium)
[ -x "$nginx" ] || missing+=(nginx)
[ -x "$firefox" ] || missing+=(firefox-esr)
[ -x "$webkit" ] || missing+=(webkit2gtk-driver)
[ -f "$brotli" ] || missing+=(libnginx-mod-http-brotli-static)
command -v xvfb-run >/dev/null || missing+=(xvfb)
command -v openssl >/dev/null || missing+=(openssl)
[ ${#missing[@]} -eq 0 ] && exit 0

all_present() { [ -x "$chromium" ] && [ -x "$nginx" ] && [ -f "$brotli" ] && [ -x "$firefox" ] && [ -x "$webkit" ] && command -v xvfb-run >/dev/null && command -v openssl >/dev/null; }
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Missing: ${missing[*]}; installing Debian's package(s)…"
  apt-get update -qq
  # nginx-light would do as well; the package named nginx is what Debian and Ubuntu both have.
  # With recommends: Chromium then brings the fonts the layout tests were measured with.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  # The tests start their own nginx on a loopback port; a system service started by the package is not used.
  all_present && exit 0
fi
cat >&2 <<MSG
The tests need Chromium at $chromium, nginx at $nginx with its Brotli module at $brotli, Firefox ESR at $firefox, WebKitWebDriver at $webkit
xvfb-run and openssl; missing: ${missing[*]}.
Install them with:  sudo apt-get update && sudo apt-get install -y ${missing[*]}
or point CHROMIUM_PATH / NGINX_PATH / FIREFOX_PATH / WEBKIT_DRIVER_PATH at other binaries:  CHROMIUM_PATH=/path/to/chrome npm test
MSG
exit 1
