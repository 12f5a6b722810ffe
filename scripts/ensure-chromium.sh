#!/usr/bin/env bash
# Browser tests drive the system Chromium (Playwright's own browser download does not work here).
# Installs it from Debian's packages when it is missing; needs root, as on the project's machines.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Installing Chromium from Debian's packages…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
