#!/usr/bin/env bash
# Installs Debian's Chromium and its WebDriver for the browser test of the web page
# (tests/api/test_serve_browser.py). Idempotent; a no-op when both are already there.
# Selenium is pointed at /usr/bin/chromium and /usr/bin/chromedriver: no browser download.
set -euo pipefail
if [ -x /usr/bin/chromium ] && command -v chromedriver >/dev/null 2>&1; then
    exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium chromium-driver >/dev/null
/usr/bin/chromium --version
chromedriver --version
