#!/bin/sh
# Runs BINARY ARGS... in the background, kills it with SIGKILL once it has
# written the checkpoint CKPT (and a little later, so that it is mid-way),
# and prints "killed" (or "finished" if it ended first).
# usage: kill-after-checkpoint.sh CKPT BINARY ARGS...
ckpt=$1
shift
rm -f "$ckpt"
"$@" > /dev/null 2>&1 &
pid=$!
while [ ! -f "$ckpt" ] && kill -0 "$pid" 2> /dev/null; do
  sleep 0.05
done
sleep 0.3
kill -KILL "$pid" 2> /dev/null
wait "$pid"
if [ $? -eq 137 ]; then echo killed; else echo finished; fi
