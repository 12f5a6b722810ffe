#!/usr/bin/env bash
# The alert rules in deploy/prometheus/ are checked and tested with promtool, which Debian ships in its
# prometheus package. Installs it when it is missing; needs root, as on the project's machines.
set -euo pipefail
if command -v promtool >/dev/null; then exit 0; fi
echo "Installing promtool (Debian's prometheus package)…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus >/dev/null
promtool --version
