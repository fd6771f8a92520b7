#!/usr/bin/env bash
# Makes a fresh machine ready for `npm test`: Debian's Chromium for the browser tests, and a running local
# PostgreSQL with a superuser role for the current user (the server suite runs on SQLite and on PostgreSQL).
# Prints nothing but progress; never fails the run by itself — the suites report what they could not reach.
set -u
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo -n "$@"; else return 1; fi; }
apt_updated=0
apt_install() {
  if [ $apt_updated = 0 ]; then as_root apt-get update -qq >/dev/null 2>&1 || true; apt_updated=1; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null 2>&1
}

if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  echo "[setup] installing Debian chromium for the browser tests"
  apt_install chromium || echo "[setup] could not install chromium"
fi

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if ! command -v pg_ctlcluster >/dev/null 2>&1; then
    echo "[setup] installing PostgreSQL for the server tests"
    apt_install postgresql || echo "[setup] could not install postgresql"
  fi
  if command -v pg_lsclusters >/dev/null 2>&1; then
    cluster=$(pg_lsclusters -h 2>/dev/null | awk 'NR==1 {print $1" "$2" "$4}')
    if [ -n "$cluster" ]; then
      set -- $cluster
      if [ "$3" != online ]; then
        echo "[setup] starting PostgreSQL $1/$2"
        as_root pg_ctlcluster "$1" "$2" start || echo "[setup] could not start PostgreSQL"
      fi
      me=$(id -un)
      if [ "$(id -u)" = 0 ] || [ "$me" = postgres ]; then
        su postgres -c "psql -qtAc \"SELECT 1 FROM pg_roles WHERE rolname='$me'\"" 2>/dev/null | grep -q 1 ||
          su postgres -c "psql -qc \"CREATE ROLE \\\"$me\\\" SUPERUSER LOGIN\"" >/dev/null 2>&1 || true
      fi
    fi
  fi
fi
exit 0
