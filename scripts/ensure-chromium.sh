#!/usr/bin/env bash
# The browser tests run in Debian's Chromium (browser downloads are not possible here). Installs it
# when it is missing and this is root on a machine with apt-get; otherwise says how to get it.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$chromium" ] && exit 0
fi
cat >&2 <<MSG
The browser tests need Chromium at $chromium, and it is not there.
Install it with:  sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at a Chromium or Chrome binary:  CHROMIUM_PATH=/path/to/chrome npm test
MSG
exit 1
