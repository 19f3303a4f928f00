#!/bin/bash
# Time of each residual relative to its original, in Octave and in matc,
# per subject of ../shared/pe and specialization (the shape of the paper's
# Tables 1-4). Usage: tests/pe/measure.sh SPECIALIZER_MATC RUNNER_MATC [REPS]
# (SPECIALIZER_MATC has `specialize`; RUNNER_MATC runs the programs, e.g. a
# release build; both absolute paths). Prints one line per case: original
# and residual seconds (the calls only, not the start-up), each the best of
# $BEST runs (default 3); ONLY=TEXT measures only the cases whose name has
# TEXT. ../shared is found as the tests find it: $MATC_SHARED if set, else
# beside the repository.
set -e
spec=$1; run=$2; reps=${3:-2000}
shared=$(cd "${MATC_SHARED:-$(dirname "$0")/../../../shared}/pe" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
C="--fix=c=reshape(mod((1:30) * 0.618034, 1) - 0.5, 3, 10)"
O1="--fix=opts=struct('nu', 1, 'dx', 0.1, 'dt', 0.004, 'steps', 20, 'scheme', 'explicit', 'bc', 'periodic', 'theta', 0.1)"
O2="--fix=opts=struct('nu', 1, 'dx', 0.1, 'dt', 0.004, 'steps', 20, 'scheme', 'smoothed', 'bc', 'dirichlet', 'theta', 0.1)"
cheb='c = reshape(mod((1:30) * 0.618034, 1) - 0.5, 3, 10); x = linspace(-1, 1, 7);
for r = 1:reps, y = chebyshev(c, x); end
fprintf("cheb %.12e\n", sum(y(:)));'
lagr='xs = 0:0.5:3; ys = sin(xs); xx = linspace(0, 3, 9);
for r = 1:reps, yy = lagrange(xs, ys, xx); end
fprintf("lagr %.12e\n", sum(yy));'
hyp='z = linspace(-0.5, 0.5, 5);
for r = 1:reps, s = hyp2f1(0.5, 1.5, 2.5, z, 12); end
fprintf("hyp %.12e\n", sum(s));'
heat1="opts = struct('nu', 1, 'dx', 0.1, 'dt', 0.004, 'steps', 20, 'scheme', 'explicit', 'bc', 'periodic', 'theta', 0.1);
u0 = sin(2 * pi * (0:0.1:0.9));
for r = 1:max(1, round(reps / 10)), u = heat1d(u0, opts); end
fprintf('heat %.12e\n', sum(u));"
heat2="${heat1/explicit/smoothed}"; heat2="${heat2/periodic/dirichlet}"
# The driver's own time (tic/toc around its calls, printed on standard
# error, so start-up is left out), the best of $BEST runs (default 3): the
# machine's load only ever adds time.
secs() {
  local t best=""
  for _ in $(seq "${BEST:-3}"); do
    # Outputs compared on standard output only: Octave 7 may print a
    # message about its exit on standard error.
    "$@" > "$work/out.txt" 2> "$work/err.txt"
    t=$(sed -n 's/^elapsed //p' "$work/err.txt")
    if [ -z "$best" ] || [ "$(echo "$t < $best" | bc)" = 1 ]; then best=$t; fi
  done
  echo "$best"
}
one() { # what subject driver flags...
  local what=$1 subject=$2 driver=$3; shift 3
  [[ "$what" == *"${ONLY:-}"* ]] || return 0
  rm -rf "$work/o" "$work/r"; mkdir -p "$work/o" "$work/r"
  cp "$shared"/*.m "$work/o/"; cp "$shared"/*.m "$work/r/"
  for d in o r; do
    printf 'function drive(reps)\nt0__ = tic;\n%s\nfprintf(2, "elapsed %%.6f\\n", toc(t0__));\nend\n' "$driver" > "$work/$d/drive.m"
  done
  "$spec" specialize "$shared/$subject.m" "$@" -o "$work/r/$subject.m"
  local oo ro om rm
  oo=$(cd "$work/o" && secs octave -qf --no-gui --eval "drive($reps)"); local oout; oout=$(cat "$work/out.txt")
  ro=$(cd "$work/r" && secs octave -qf --no-gui --eval "drive($reps)"); local rout; rout=$(cat "$work/out.txt")
  om=$(cd "$work/o" && secs "$run" run drive.m "$reps"); local mo; mo=$(cat "$work/out.txt")
  rm=$(cd "$work/r" && secs "$run" run drive.m "$reps"); local mr; mr=$(cat "$work/out.txt")
  local same=yes; [ "$oout" = "$rout" ] && [ "$mo" = "$mr" ] && [ "$oout" = "$mo" ] || same=NO
  printf '%-67s octave %6.3fs -> %6.3fs (%.2f)   matc %6.3fs -> %6.3fs (%.2f)   same output: %s\n' \
    "$what" "$oo" "$ro" "$(echo "$ro / $oo" | bc -l)" "$om" "$rm" "$(echo "$rm / $om" | bc -l)" "$same"
}
one "chebyshev, n fixed" chebyshev "$cheb" "--shape=c=[3 10]"
one "chebyshev, c fixed" chebyshev "$cheb" "$C"
one "chebyshev, c and size(x) fixed" chebyshev "$cheb" "$C" "--shape=x=[1 7]"
one "lagrange, n fixed" lagrange "$lagr" "--shape=x=[1 7]" "--shape=y=[1 7]"
one "lagrange, x points fixed" lagrange "$lagr" "--fix=x=0:0.5:3" "--shape=y=[1 7]"
one "hyp2f1, n fixed" hyp2f1 "$hyp" "--fix=n=12"
one "hyp2f1, n fixed, a, b, c real double scalars and z a real double 1x5" hyp2f1 "$hyp" "--fix=n=12" \
  "--class=a=real full double" "--class=b=real full double" "--class=c=real full double" \
  "--class=z=real full double" "--shape=a=[1 1]" "--shape=b=[1 1]" "--shape=c=[1 1]" "--shape=z=[1 5]"
one "heat1d, opts fixed (explicit, periodic)" heat1d "$heat1" "$O1"
one "heat1d, opts fixed (smoothed, dirichlet)" heat1d "$heat2" "$O2"
