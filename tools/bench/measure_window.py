#!/usr/bin/env python3
"""Measures the windowed game the way a player's desktop sees it, under Xvfb.

For each renderer (SDL's software renderer, the default, and the accelerated one, which is Mesa's
llvmpipe OpenGL when there is no GPU): the time from exec until the window is mapped (visible),
the resident memory with a puzzle shown, and the CPU time used during 10 s of idle (the clock
running). Prints the median of --runs runs.

--langs zh_CN.UTF-8,zh_TW.UTF-8,C.UTF-8 measures each language (LANG set, LANGUAGE unset), and
--renderers software selects renderers (default both).

Needs xvfb and xdotool (apt-get install xvfb xdotool). Run it under Xvfb:
  xvfb-run -a -s "-screen 0 1280x800x24" python3 tools/bench/measure_window.py [--runs N] [--binary PATH]
"""
import argparse
import os
import statistics
import subprocess
import time


def measure(binary, renderer, idle_seconds, lang=None):
    env = dict(os.environ)
    if lang:
        env["LANG"] = lang
        env.pop("LANGUAGE", None)
        env.pop("LC_ALL", None)
        env.pop("LC_MESSAGES", None)
    if renderer:
        env["SUDOKU_RENDERER"] = renderer
    start = time.monotonic()
    proc = subprocess.Popen([binary, "--size", "1024x768", "--level", "medium", "--seed", "1"], env=env)
    mapped = None
    while time.monotonic() - start < 10:
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Sudoku$"],
                               capture_output=True, text=True)
        if found.stdout.strip():
            mapped = time.monotonic() - start
            break
    time.sleep(1.0)
    with open(f"/proc/{proc.pid}/status") as status:
        rss = next(int(line.split()[1]) for line in status if line.startswith("VmRSS")) / 1024

    def cpu_seconds():
        with open(f"/proc/{proc.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    before = cpu_seconds()
    time.sleep(idle_seconds)
    idle = cpu_seconds() - before
    proc.terminate()
    proc.wait()
    return mapped * 1000 if mapped else float("nan"), rss, idle


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--binary", default=os.path.join(os.path.dirname(__file__), "../../build/bin/sudoku"))
    parser.add_argument("--idle", type=float, default=10.0)
    parser.add_argument("--langs", default="", help="comma-separated LANG values, e.g. zh_CN.UTF-8,C.UTF-8")
    parser.add_argument("--renderers", default="software,accelerated")
    args = parser.parse_args()
    langs = [l for l in args.langs.split(",") if l] or [None]
    renderers = [(None, "software (default)"), ("accelerated", "accelerated (OpenGL, llvmpipe)")]
    renderers = [r for r in renderers if (r[0] or "software") in args.renderers.split(",")]
    print("| renderer | LANG | window mapped after exec (ms) | RSS with a puzzle (MiB) | CPU in %.0f s idle (s) |"
          % args.idle)
    print("|---|---|---:|---:|---:|")
    for renderer, name in renderers:
        # Languages alternate run by run, so that a busy moment of the machine hits them all.
        runs = {lang: [] for lang in langs}
        for _ in range(args.runs):
            for lang in langs:
                runs[lang].append(measure(args.binary, renderer, args.idle, lang))
        for lang in langs:
            r = runs[lang]
            print("| %s | %s | %.0f | %.1f | %.2f |" % (name, lang or "(as set)", statistics.median(x[0] for x in r),
                                                        statistics.median(x[1] for x in r),
                                                        statistics.median(x[2] for x in r)))


if __name__ == "__main__":
    main()
