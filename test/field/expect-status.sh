#!/bin/sh
# expect-status.sh N CMD...: run CMD; fail (status 1, with a message on
# stderr) unless it exits with exactly N. CMD's stdout and stderr pass through.
want=$1
shift
"$@"
got=$?
if [ "$got" != "$want" ]; then
  echo "expect-status: exit status $got, expected $want: $*" >&2
  exit 1
fi
exit 0
