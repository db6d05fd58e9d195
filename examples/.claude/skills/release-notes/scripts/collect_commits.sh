#!/usr/bin/env bash
# Prints the commits between two refs, one per line: <type>\t<scope>\t<subject>\t<pr>.
# Usage: collect_commits.sh <from-ref> [<to-ref>]   (to-ref defaults to HEAD)
set -euo pipefail

from="${1:?usage: collect_commits.sh <from-ref> [<to-ref>]}"
to="${2:-HEAD}"
conventional='^([a-z]+)(\(([^)]*)\))?(!)?: (.*)$'
pr_suffix='\(#([0-9]+)\)$'

git log --no-merges --format='%s' "${from}..${to}" | while IFS= read -r subject; do
  type="other"; scope=""; pr=""
  if [[ "$subject" =~ $conventional ]]; then
    type="${BASH_REMATCH[1]}${BASH_REMATCH[4]}"
    scope="${BASH_REMATCH[3]}"
    subject="${BASH_REMATCH[5]}"
  fi
  if [[ "$subject" =~ $pr_suffix ]]; then
    pr="${BASH_REMATCH[1]}"
    subject="${subject% (#*}"
  fi
  printf '%s\t%s\t%s\t%s\n' "$type" "$scope" "$subject" "$pr"
done
