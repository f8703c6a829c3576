#!/usr/bin/env bash
# Proof of stability for the landing gate: runs `.ci/run` N times in a row, each in a fresh clone of
# HEAD as it was at the start (as CI does; a later commit does not change the runs), optionally beside a CPU hog (two busy loops: a 2-core machine that is busy).
# Stops at the first failure (a streak is what is claimed) and prints one line per run: outcome,
# total time and the e2e stage's own time; the logs stay in the printed directory.
#
#   bash scripts/ci-proof.sh 5          five runs on the machine as it is
#   bash scripts/ci-proof.sh 3 hog      three runs beside two busy loops
set -uo pipefail

runs=${1:-5}
hog=${2:-}
repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
commit=$(git -C "$repo" rev-parse --short HEAD)
full=$(git -C "$repo" rev-parse HEAD)
logs=$(mktemp -d /tmp/ci-proof.XXXXXX)
hogs=()
stop_hog() { for pid in "${hogs[@]}"; do kill "$pid" 2>/dev/null; done; hogs=(); }
trap stop_hog EXIT
if [ "$hog" = hog ]; then
  for _ in 1 2; do node -e 'for(;;){}' & hogs+=($!); done
fi

echo "ci-proof: $runs run(s) of .ci/run on $commit${hog:+ beside a CPU hog}, logs in $logs"
passed=0
for i in $(seq 1 "$runs"); do
  clone=$(mktemp -d /tmp/ci-proof-clone.XXXXXX)
  git clone -q "$repo" "$clone" && git -C "$clone" checkout -q "$full"
  load=$(cut -d' ' -f1 /proc/loadavg)
  start=$(date +%s)
  (cd "$clone" && bash .ci/run) >"$logs/run$i.log" 2>&1
  rc=$?
  total=$(( $(date +%s) - start ))
  e2e=$(grep -Eo '[0-9]+ passed \([0-9.]+[ms]+\)' "$logs/run$i.log" | tail -1)
  printf 'run %d: %s in %dm%02ds (load at start %s; e2e: %s)\n' "$i" \
    "$([ $rc -eq 0 ] && echo PASS || echo "FAIL (exit $rc)")" $((total / 60)) $((total % 60)) "$load" "${e2e:-n/a}"
  if [ $rc -ne 0 ]; then
    echo "ci-proof: run $i failed; clone kept in $clone"
    break
  fi
  passed=$((passed + 1))
  rm -rf "$clone"
done
echo "ci-proof: $passed of $runs passed on $commit${hog:+ beside a CPU hog}"
[ "$passed" -eq "$runs" ]
