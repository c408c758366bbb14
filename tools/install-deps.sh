#!/usr/bin/env bash
# Installs every build and test dependency of sudoku from Debian packages, and nothing else.
# Idempotent: packages already present are left alone, and `apt-get update` runs only when
# something is missing. Runs as root, or through sudo otherwise.
#   tools/install-deps.sh          what ./play and ./check need
#   tools/install-deps.sh --fuzz   also libFuzzer's runtime (CI's bounded fuzz runs)
#   tools/install-deps.sh --packaging   also the validators and dpkg-shlibdeps that
#                                  tests/install/check_install.sh uses (CI's install check)
#   tools/install-deps.sh --format also clang-format (tools/check-format.sh, CI's format check)
set -euo pipefail

packages=(
  build-essential clang cmake ninja-build pkg-config
  libsdl2-dev libimgui-dev libstb-dev libqrencode-dev libcairo2-dev nlohmann-json3-dev catch2
  fonts-dejavu-core poppler-utils zbar-tools
  gettext fonts-wqy-microhei
)
case "${1:-}" in
  --fuzz) packages+=(libclang-rt-14-dev) ;;
  --packaging) packages+=(desktop-file-utils appstream dpkg-dev) ;;
  --format) packages+=(clang-format) ;;
esac

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} Debian packages already installed"
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo)
else
  echo "install-deps: need root or sudo to install: ${missing[*]}" >&2
  exit 1
fi

echo "install-deps: installing from Debian: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -q
"${as_root[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
echo "install-deps: done"
