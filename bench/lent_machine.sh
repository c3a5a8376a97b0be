#!/usr/bin/env bash
# Issues 41 and 42 measured on a lent 16-core machine in one call (docs/DEVELOPING.md,
# "Measuring on a lent machine" says how to carry the wheels it needs). Every run is pinned to cores of its own:
#
#   cores 2-7    three in-process benches, 1,000 and 10,000 live games (issue 42: CPU, p99, the loop's lag, memory)
#   cores 8-9    the in-process bench with histories, replays, leaderboards and odds asked all through (issue 42)
#   cores 10-15  people clicking 100 moves a second, the people and the stand-in on 12-13 (issue 41): one bot
#                process on 10-11, then two bot processes on one PostgreSQL on 10-11 and 14-15
#   core 1       PostgreSQL, from the pgserver wheel in .whl/pg/
#
# Each core is timed first (lent machines differ from call to call, and so do their cores). Logs go to $OUT.
# QUICK=1 runs everything briefly on cores 0-1, to try the script on a small machine (with PY=.venv/bin/python and
# WHEELS= it uses the project's own environment instead of the wheels).
set -u
OUT=${OUT:-/tmp/lent}
mkdir -p "$OUT"
if [ -n "${WHEELS-.whl}" ]; then
    python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl \
        || exit 1
    export PYTHONPATH=/tmp/site:$PWD
fi
export PYTHONUNBUFFERED=1
PY=${PY:-python3}

if [ "${QUICK:-}" = 1 ]; then
    SCALES="100"; MOVES=100; SECONDS_PEOPLE=10; RATE=20
    SCALE_CORES=(0,1); RECORDS_CORES=0,1; BOT_CORES=0,1; BOTS_CORES=0,1; PEOPLE_CORES=0,1; PG_CORE=0
else
    SCALES="1000 10000"; MOVES=1000; SECONDS_PEOPLE=60; RATE=100
    SCALE_CORES=(2,3 4,5 6,7); RECORDS_CORES=8,9; BOT_CORES=10,11; BOTS_CORES=10,11,14,15; PEOPLE_CORES=12,13
    PG_CORE=1
fi

git log -1 --format='%h %s' 2>/dev/null || cat .whl/REV 2>/dev/null
nproc; lscpu | grep -E "Model name|MHz|L3"; free -g | head -2
$PY -c "import discord, pydantic, PIL, sys; print(sys.version.split()[0], discord.__version__, pydantic.__version__, \
PIL.__version__)" || exit 1
for core in $(seq 0 $(($(nproc) - 1))); do  # how fast each core is now: a CPU-bound loop for half a second
    taskset -c "$core" $PY -c "
import time
n, end = 0, time.perf_counter() + 0.5
while time.perf_counter() < end:
    sum(range(1000)); n += 1
print('core $core:', n * 2, 'loops a second')"
done

start_postgres() {  # PostgreSQL 16 from pgserver's wheel, as nobody (it refuses root), on port 54329: prints its URL
    local wheel bin
    wheel=$(ls .whl/pg/pgserver-*.whl 2>/dev/null | head -1)
    [ -n "$wheel" ] || { echo "no pgserver wheel in .whl/pg/" >&2; return 1; }
    rm -rf /tmp/pgx /tmp/pgd && mkdir -p /tmp/pgx /tmp/pgd && $PY -m zipfile -e "$wheel" /tmp/pgx
    bin=/tmp/pgx/pgserver/pginstall/bin
    chmod -R a+rX /tmp/pgx && chmod a+x $bin/* && chown nobody /tmp/pgd
    setpriv --reuid=65534 --regid=65534 --clear-groups $bin/initdb -D /tmp/pgd -U postgres --auth=trust -E UTF8 \
        >/dev/null || return 1
    taskset -c "$PG_CORE" setpriv --reuid=65534 --regid=65534 --clear-groups $bin/pg_ctl -D /tmp/pgd \
        -o "-p 54329 -k /tmp -c max_connections=200" -l /tmp/pgd/pg.log -w start >/dev/null || return 1
    $bin/psql -h 127.0.0.1 -p 54329 -U postgres -qc "create database bench" || return 1
    echo "postgresql://postgres@127.0.0.1:54329/bench"
}

people() {  # issue 41: one bot process, then two on one PostgreSQL, each at RATE clicks a second
    taskset -c "$PEOPLE_CORES" $PY -m bench --discord-rate "$RATE" --seconds "$SECONDS_PEOPLE" --bot-cpus "$BOT_CORES" \
        > "$OUT/people_one_process.log" 2>&1
    local url
    if url=$(start_postgres); then
        taskset -c "$PEOPLE_CORES" $PY -m bench --discord-rate "$RATE" --seconds "$SECONDS_PEOPLE" --bot-cpus "$BOTS_CORES" \
            --bot-processes 2 --database "$url" > "$OUT/people_two_processes.log" 2>&1
    else
        echo "PostgreSQL did not start: no run with two bot processes" > "$OUT/people_two_processes.log"
    fi
}

run=0
for cores in "${SCALE_CORES[@]}"; do
    run=$((run + 1))
    taskset -c "$cores" $PY -m bench --scales $SCALES --moves $MOVES --no-discord > "$OUT/scale$run.log" 2>&1 &
done
taskset -c "$RECORDS_CORES" $PY -m bench --scales ${SCALES%% *} --moves $MOVES --no-discord --records \
    > "$OUT/records.log" 2>&1 &
people &
began=$(date +%s)
while [ -n "$(jobs -r)" ]; do
    sleep 15
    echo "$(($(date +%s) - began)) s: $(jobs -r | wc -l) running; load $(cut -d' ' -f1 /proc/loadavg)"
done
wait
for log in "$OUT"/*.log; do
    echo "== $log"
    grep -v "^…" "$log" | tail -25
done
