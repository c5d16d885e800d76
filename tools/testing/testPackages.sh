#!/usr/bin/env bash
# The Debian packages the tests need, installed when missing: Chromium for tests/e2e and the layout
# comparison; WebKitGTK's WebDriver (it brings MiniBrowser with libwebkit2gtk-4.1-0), Xvfb to give it a
# display, and the DejaVu fonts both engines are given for the layout comparison, for tests/webkit;
# nginx and its brotli_static module, which tests/e2e/hosting.spec.ts runs with the README's recipe.
# `npm test` and `.ci/run` both start with it, so a fresh machine never fails halfway for a missing
# package: as root it installs them, otherwise it stops at once with the one command to run.
set -euo pipefail

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x "${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}" ] || missing+=(webkit2gtk-driver)
[ -x /usr/bin/Xvfb ] || missing+=(xvfb)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
[ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "The tests need Debian packages that are not installed: ${missing[*]}." >&2
  echo "Install them once, then run npm test again:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "installing Debian ${missing[*]} for the tests"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
# Debian starts an installed nginx on port 80 (a new module restarts it); the tests run their own.
if [[ " ${missing[*]} " == *nginx* ]]; then service nginx stop >/dev/null 2>&1 || true; fi
