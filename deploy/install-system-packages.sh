#!/bin/sh
# The Debian packages a machine running the site needs besides Node (docs/deploy.md "System packages"):
# Chromium prints offers to PDF and Noto gives it Arabic and Latin fonts (docs/decisions/032-pdf-rendering.md).
# Run as root on each machine of the fleet, before the first start and after each OS upgrade.
set -eu
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-noto-core
# The server's default PDF_BROWSER_PATH; fail now rather than at the first offer sent.
test -x /usr/bin/chromium
fc-list | grep -q 'Noto Naskh Arabic'
echo 'chromium and fonts-noto-core are installed'
