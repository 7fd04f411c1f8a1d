#!/usr/bin/env bash
# Migrations are append-only: no commit of main may change, rename or remove a migration file that its previous
# commit had; new files are what changes the schema. Every commit on main's first-parent line since the release
# whose migrations are checksummed (MIGRATIONS_SINCE; a submission of several commits is checked whole, not only
# its last one) is compared with its first parent, and the working tree with HEAD, so an uncommitted edit is
# caught too. In a clone too shallow to hold that release, the commits it holds are checked.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=apps/server/migrations
since="${MIGRATIONS_SINCE:-3f84e2c}"

if git rev-parse -q --verify "$since^{commit}" >/dev/null; then
  commits=$(git rev-list --first-parent "$since..HEAD")
else
  commits=$(git rev-list --first-parent HEAD)
fi

refuse() {
  echo "An applied migration was changed or removed ($1):" >&2
  echo "$2" | sed 's/^M /  changed: /; s/^D /  removed: /; s/^T /  changed: /' >&2
  echo "Put the released file back; a change to the schema goes in a new migration (docs/architecture.md#migrations)." >&2
  exit 1
}

checked=0
for commit in $commits; do
  git rev-parse -q --verify "$commit^1^{commit}" >/dev/null || continue
  changed=$(git diff --no-renames --name-status "$commit^1" "$commit" -- "$dir" | awk '$1 != "A" { print $1 " " $2 }')
  [ -z "$changed" ] || refuse "by commit $(git rev-parse --short "$commit")" "$changed"
  checked=$((checked + 1))
done
changed=$(git diff --no-renames --name-status HEAD -- "$dir" | awk '$1 != "A" { print $1 " " $2 }')
[ -z "$changed" ] || refuse "in the working tree" "$changed"
echo "migrations: no migration changed by the $checked commits since $since, nor in the working tree"
