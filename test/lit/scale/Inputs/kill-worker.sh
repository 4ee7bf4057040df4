#!/bin/sh
# Runs BINARY ARGS... with two workers, kills one worker with SIGKILL (as the OOM killer would) once it
# is running, and prints the parent's stderr and exit status.
# usage: kill-worker.sh ERRFILE BINARY ARGS...
err=$1
shift
"$@" --wmc-jobs=2 --wmc-progress=off > /dev/null 2> "$err" &
parent=$!
worker=
while [ -z "$worker" ] && kill -0 "$parent" 2> /dev/null; do
  worker=$(pgrep -P "$parent" | head -n 1)
done
sleep 0.2
kill -KILL "$worker"
wait "$parent"
status=$?
cat "$err"
echo "exit status $status"
