#!/usr/bin/env bash
# The PostgreSQL pass of the API tests runs through PgBouncer in transaction mode (scripts/test.mjs), as
# docs/server.md advises production to. Installs Debian's pgbouncer when it is missing; needs root, as on the
# project's machines. The package's own service is not wanted: the tests start theirs on a port of their own.
set -euo pipefail
if command -v pgbouncer >/dev/null; then exit 0; fi
echo "Installing PgBouncer (Debian's pgbouncer package)…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends pgbouncer >/dev/null
service pgbouncer stop >/dev/null 2>&1 || true
pgbouncer --version
