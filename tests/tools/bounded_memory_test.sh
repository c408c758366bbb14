#!/usr/bin/env bash
# Bounded memory on any input (issue #40): every sudoku-cli command that reads puzzles is fed a
# stream of newlines, one line with no line end, and binary bytes, under an address space limit
# (ulimit -v) far below the input's size, and must finish with its usual exit status instead of
# running out of memory. The data are made as they are read, never stored.
#
# Usage: bounded_memory_test.sh SUDOKU_CLI [SANITIZE] [MiB]
#   SANITIZE   ON in a sanitizer build: the test is skipped (AddressSanitizer reserves terabytes
#              of address space, so no address space limit can be set under it)
#   MiB        the size of every input (by hand: 1024 gives the figures of the issue). By default
#              the sizes keep the test under a minute: 64 MiB of newlines (a reader keeping
#              anything per line, as convert did at 65 bytes a line, needs gigabytes), 320 MiB
#              without a line end (more than the limit: a line kept whole cannot fit) and 192 MiB
#              of binary (lines of 128 bytes on average; kept as convert kept them, in a vector of
#              strings, they take 1.75 times their size: 128 MiB still fitted, in 228 MB).
# BOUNDED_COMMANDS="convert positions" in the environment runs only those commands.
# Exits 77 (skipped) under the sanitizers, 1 when a command fails, 0 when all pass.
set -u

cli=$1
sanitize=${2:-OFF}
newline_mib=${3:-64}
line_mib=${3:-320}
binary_mib=${3:-192}
limit_kib=262144  # 256 MiB of address space for sudoku-cli

case "$sanitize" in
    ON | on | 1 | TRUE | true | YES | yes)
        echo "skipped: address space limits cannot be set under AddressSanitizer (a sanitizer build)"
        exit 77
        ;;
esac
if [ ! -x "$cli" ]; then
    echo "no sudoku-cli at $cli"
    exit 1
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/sudoku-bounded-memory.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT

# One MiB of random bytes, repeated: binary input made fast. Without a byte order mark at the
# start, so that every case reads the same whatever the chunk holds.
head -c 1048576 /dev/urandom | tr '\357' '\356' >"$work/chunk"

newlines() { head -c "${newline_mib}M" /dev/zero | tr '\0' '\n'; }
no_newline() { head -c "${line_mib}M" /dev/zero | tr '\0' '7'; }
binary() {
    local i=0
    while [ "$i" -lt "$binary_mib" ]; do
        cat "$work/chunk" || return
        i=$((i + 1))
    done
}

failures=0
# check CASE EXPECTED-STATUS COMMAND...: runs the command on the case's data (standard input)
# under the limit.
check() {
    local case=$1 expected=$2
    shift 2
    local start=$SECONDS status
    # Its messages (one a line of binary) are kept only for the first 2 KiB.
    "$case" | (
        ulimit -v "$limit_kib" || exit 99
        exec "$cli" "$@" 2>&1 >/dev/null
    ) | {
        head -c 2048 >"$work/err"
        cat >/dev/null
    }
    status=${PIPESTATUS[1]}
    if [ "$status" != "$expected" ]; then
        echo "FAIL: $case | sudoku-cli $*: exit status $status, expected $expected ($((SECONDS - start)) s)"
        echo "  stderr (first lines):"
        head -n 4 "$work/err" | sed 's/^/    /'
        failures=$((failures + 1))
    else
        echo "ok: $case | sudoku-cli $*: exit status $status ($((SECONDS - start)) s)"
    fi
}

# What each command does with no puzzle at all (newlines only): most succeed with nothing to do;
# hint, steps, explain, print and export need a puzzle, and say there is none. A line without a
# line end is too long (reported and skipped) and binary bytes are not puzzles: both exit 1.
for command in ${BOUNDED_COMMANDS:-validate solve count rate convert positions hint steps explain print export}; do
    args=("$command")
    empty_status=0
    case "$command" in
        hint | steps | explain) args+=(-) empty_status=1 ;;
        print) args+=(-o "$work/booklet.pdf" -) empty_status=1 ;;
        export) args+=(- -o "$work/board.png") empty_status=1 ;;
        positions) args+=(--technique "Naked Single" -) ;;
    esac
    check newlines "$empty_status" "${args[@]}"
    check no_newline 1 "${args[@]}"
    check binary 1 "${args[@]}"
done

# Blocks of lines read as one puzzle: a shape text header, then newlines (its rows never come);
# in convert, comment lines before anything else (the start of a .sdk block), and lines that are
# neither blank nor puzzles (one block of grid-like text, never ended by a blank line).
shape_then_newlines() { printf 'shape: 4x4\n' && newlines; }
comments() { yes '#' | head -c "${newline_mib}M"; }
endless_block() { yes 'x' | head -c "${newline_mib}M"; }
for command in ${BOUNDED_COMMANDS:-validate convert}; do
    check shape_then_newlines 1 "$command"
    case "$command" in
        convert)
            check comments 0 convert
            check endless_block 1 convert
            ;;
    esac
done

# The line too long is named on stderr, with its line number.
printf '\n\n' >"$work/lead"
(cat "$work/lead" && no_newline) | (ulimit -v "$limit_kib" && exec "$cli" validate - >/dev/null 2>"$work/err")
if ! grep -q '^<stdin>:3: the line is longer than 65536 bytes' "$work/err"; then
    echo "FAIL: the line too long is not reported as <stdin>:3:"
    head -n 3 "$work/err" | sed 's/^/    /'
    failures=$((failures + 1))
fi

if [ "$failures" -gt 0 ]; then
    echo "$failures failed"
    exit 1
fi
echo "all passed"
