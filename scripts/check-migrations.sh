#!/usr/bin/env bash
# Migrations are append-only: no migration file of the previous commit of main (the first parent of HEAD, or
# MIGRATIONS_BASE when given) may be changed, renamed or removed; new files are what changes the schema.
# Compared with the working tree, so an uncommitted edit is caught too. A history too shallow to hold the
# previous commit is deepened by one when a remote answers; otherwise there is nothing to compare with.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=apps/server/migrations

base="${MIGRATIONS_BASE:-}"
if [ -z "$base" ]; then
  if ! git rev-parse -q --verify 'HEAD^1^{commit}' >/dev/null; then
    if [ "$(git rev-parse --is-shallow-repository)" = true ]; then
      git fetch -q --deepen=1 2>/dev/null || true
    fi
  fi
  if git rev-parse -q --verify 'HEAD^1^{commit}' >/dev/null; then
    base='HEAD^1'
  else
    echo "migrations: HEAD has no previous commit in this clone: nothing to compare with"
    exit 0
  fi
fi

changed=$(git diff --no-renames --name-status "$base" -- "$dir" | awk '$1 != "A" { print $1 " " $2 }')
if [ -n "$changed" ]; then
  echo "An applied migration was changed or removed (compared with $(git rev-parse --short "$base")):" >&2
  echo "$changed" | sed 's/^M /  changed: /; s/^D /  removed: /; s/^T /  changed: /' >&2
  echo "Put the released file back; a change to the schema goes in a new migration (docs/architecture.md#migrations)." >&2
  exit 1
fi
echo "migrations: none of the $(git ls-tree --name-only "$base" -- "$dir/" | wc -l) files of $(git rev-parse --short "$base") changed"
