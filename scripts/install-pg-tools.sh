#!/usr/bin/env bash
# pg_dump and pg_restore of PostgreSQL 18, the embedded server's version, for `npm run backup` and
# `npm run restore`, into .tools/postgresql-18/ (found there by backend/src/backups/pg-tools.ts).
#
# Why a build: pg_dump refuses a server newer than itself, Debian 12 (bookworm) ships client 15,
# the embedded-postgres package ships no client tools, and the only Debian package of client 18
# (sid's postgresql-client-18) needs a newer C library than bookworm has. So this builds just those
# two tools (and their libpq) from Debian's own postgresql-18 source package, which apt fetches and
# checks against Debian's signed index. About 40 s on two cores; run again, it does nothing.
#
# Skipped when a pg_dump 18 is installed already (in PG_BIN_DIR, Debian's postgresql-client-18 on a
# newer release in /usr/lib/postgresql/18/bin, or on PATH): pg-tools.ts finds that one by itself.
# `--check` only says whether one is there (exit 0) or not (exit 1), quickly, and builds nothing:
# scripts/setup-system.mjs, which npm test and .ci/run call, runs it so first.
set -euo pipefail
MAJOR=18
cd "$(dirname "$0")/.."
prefix="$PWD/.tools/postgresql-$MAJOR"

has_major() { "$1" --version 2>/dev/null | grep -q "(PostgreSQL) $MAJOR\."; }
# Where pg-tools.ts looks: PG_BIN_DIR alone when it is set, else .tools/, Debian's folder, then PATH.
if [ -n "${PG_BIN_DIR:-}" ]; then
  folders=("$PG_BIN_DIR")
else
  on_path=$(command -v pg_dump || true)
  folders=("$prefix/bin" "/usr/lib/postgresql/$MAJOR/bin" ${on_path:+"$(dirname "$on_path")"})
fi
for bin in "${folders[@]}"; do
  if has_major "$bin/pg_dump" && has_major "$bin/pg_restore"; then
    [ "${1:-}" = --check ] || echo "pg_dump $MAJOR is in $bin"
    exit 0
  fi
done
[ "${1:-}" = --check ] && exit 1
if [ -n "${PG_BIN_DIR:-}" ]; then
  echo "PG_BIN_DIR ($PG_BIN_DIR) has no pg_dump and pg_restore $MAJOR: point it at PostgreSQL $MAJOR's client tools, or unset it to build them here." >&2
  exit 1
fi

# What the build needs, from Debian's packages.
needed=()
for tool in gcc make bison flex pkg-config; do command -v "$tool" >/dev/null || needed+=("$tool"); done
[ -e /usr/include/zlib.h ] || needed+=(zlib1g-dev)
[ -e /usr/include/openssl/ssl.h ] || needed+=(libssl-dev)
if [ "${#needed[@]}" -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "Building pg_dump $MAJOR needs: ${needed[*]}. Install them (sudo apt-get install ${needed[*]}) and run this again." >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${needed[@]}" >/dev/null
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Debian's source index of the release that has postgresql-18, read into a private folder: the
# machine's own apt sources are left as they are.
mkdir -p "$work/lists/partial"
echo "deb-src http://deb.debian.org/debian sid main" >"$work/sources.list"
apt_options=(-o "Dir::Etc::sourcelist=$work/sources.list" -o "Dir::Etc::sourceparts=-" -o "Dir::State::Lists=$work/lists")
echo "Fetching Debian's postgresql-$MAJOR source package"
apt-get "${apt_options[@]}" update -qq
(cd "$work" && apt-get "${apt_options[@]}" source --download-only -qq "postgresql-$MAJOR" 2>&1 | grep -v '^W: Download is performed unsandboxed' || true)
tarball=$(ls "$work"/postgresql-"$MAJOR"_*.orig.tar.*)
tar -xf "$tarball" -C "$work"
source_dir=$(ls -d "$work"/postgresql-"$MAJOR".*/)

echo "Building pg_dump and pg_restore $MAJOR into $prefix"
cd "$source_dir"
# No rpath: pg-tools.ts points the tools at their libpq, so the folder can move with the checkout.
./configure --quiet --prefix="$prefix" --disable-rpath --with-ssl=openssl --with-zlib \
  --without-icu --without-readline --without-llvm >"$work/configure.log" 2>&1 ||
  { tail -20 "$work/configure.log" >&2; exit 1; }
# One library at a time, each in parallel within itself: pg_dump's Makefile builds its libraries
# (libpgport, libpgcommon, libpq, libpgfeutils) as parallel sub-makes, and libpq's own asks for
# libpgcommon again, so under -j two makes could write libpgcommon.a at once and one fails
# ("ar: unable to copy file 'libpgcommon.a'"). Built in order first, those sub-makes find nothing to do.
(
  for dir in src/backend src/port src/common src/interfaces/libpq src/fe_utils src/bin/pg_dump; do
    target=all
    [ "$dir" = src/backend ] && target=generated-headers
    make -s -j"$(nproc)" -C "$dir" "$target" || exit 1
  done
  make -s -C src/bin/pg_dump install &&
    make -s -C src/interfaces/libpq install
) >"$work/make.log" 2>&1 || { tail -30 "$work/make.log" >&2; exit 1; }
LD_LIBRARY_PATH="$prefix/lib" "$prefix/bin/pg_dump" --version
