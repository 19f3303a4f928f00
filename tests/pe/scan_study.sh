#!/bin/bash
# Why "hyp2f1, n fixed" stays above 0.5 in Octave: the residual as
# `matc specialize --fix n=12` writes it, beside hand-written residuals that
# do the same floating-point operations per element in the same order with
# fewer interpreted operations (the 11 coefficients as 6 operations on
# vectors; the running product and sum of the unrolled loop as one cumprod
# and one cumsum), with and without the tests that make them sound, and the
# parts alone. Each is timed in ONE Octave process (and one matc process),
# alternating, the best of ROUNDS batches of 2000 calls, relative to the
# original; "same" says whether it returned the same values (%.17g) on the
# driver's input, and a random test (3000 inputs with -0, NaN, Inf, empty, column and
# single z, c a non-positive integer or a row, complex or sparse a, int8 b)
# compares each complete variant with the original (values, class,
# complexity, sparsity, sign of zeros, error message), in Octave and in matc
# (whose `rand('seed')` streams differ, so the inputs differ between them).
# Timed too: the residual `matc specialize` writes given that a, b, c are
# real full double scalars and z a real full double 1x5 (v_facts).
# Usage: tests/pe/scan_study.sh MATC [ROUNDS]   (MATC: absolute path)
set -e
matc=$1; rounds=${2:-30}
shared=$(cd "${MATC_SHARED:-$(dirname "$0")/../../../shared}/pe" && pwd)
w=$(mktemp -d)
trap 'rm -rf "$w"' EXIT
K='[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]'
K1='[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]'
Q="(a + $K) .* (b + $K) ./ ((c + $K) .* $K1)"
# What the general scan needs of a, b, c and z for its results to be the
# original's: real full double scalars, and a real full double array.
T="isa(a, 'double') && isreal(a) && isscalar(a) && ~issparse(a) && isa(b, 'double') && isreal(b) && isscalar(b) && ~issparse(b) && isa(c, 'double') && isreal(c) && isscalar(c) && ~issparse(c) && isa(z, 'double') && isreal(z) && ~issparse(z)"
# term_1 with z's extents (an `isequal` of sizes would cost Octave another 29 us)
GENERAL="q = $Q;
qq = [q, 1];
P = cumprod([term_1(:), z(:) .^ [0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1] .* qq([1, 12, 2, 12, 3, 12, 4, 12, 5, 12, 6, 12, 7, 12, 8, 12, 9, 12, 10, 12, 11, 12])], 2);
S = cumsum(P(:, [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23]), 2);
s = term_1;
s(:) = S(:, 12);"
fn() { { echo "function s = $1(a, b, c, z, n)"; cat; echo "end"; } > "$w/$1.m"; }
sed '1s/function s = hyp2f1/function s = v_original/' "$shared/hyp2f1.m" > "$w/v_original.m"
"$matc" specialize "$shared/hyp2f1.m" --fix n=12 -o "$w/hyp2f1.m"
sed '1s/function s = hyp2f1/function s = v_residual/' "$w/hyp2f1.m" > "$w/v_residual.m"
body=$(sed '1d;$d' "$w/hyp2f1.m")
rm "$w/hyp2f1.m"
# The scan as `matc specialize` writes it when told what it needs (so it is
# timed only: the random inputs break those facts).
facts=(--fix n=12 --shape 'z=[1 5]')
for v in a b c z; do facts+=(--class "$v=real full double"); done
for v in a b c; do facts+=(--shape "$v=[1 1]"); done
"$matc" specialize "$shared/hyp2f1.m" "${facts[@]}" -o "$w/hyp2f1.m"
sed '1s/function s = hyp2f1/function s = v_facts/' "$w/hyp2f1.m" > "$w/v_facts.m"
rm "$w/hyp2f1.m"
fn v_empty <<< "s = z;"
fn v_coefficients <<< "q = $Q;
s = z;"
fn v_tests <<EOF
if $T
  s = z;
else
  s = 1;
end
EOF
fn v_scan_general <<EOF
term_1 = ones(size(z));
$GENERAL
EOF
# z's extents [1 5] and term_1's ones written in: what facts not given would allow.
fn v_scan_ideal <<EOF
q = $Q;
v = [q, z];
P = cumprod(v([1, 1, 1, 1, 1; 12, 13, 14, 15, 16; 2, 2, 2, 2, 2; 12, 13, 14, 15, 16; 3, 3, 3, 3, 3; 12, 13, 14, 15, 16; 4, 4, 4, 4, 4; 12, 13, 14, 15, 16; 5, 5, 5, 5, 5; 12, 13, 14, 15, 16; 6, 6, 6, 6, 6; 12, 13, 14, 15, 16; 7, 7, 7, 7, 7; 12, 13, 14, 15, 16; 8, 8, 8, 8, 8; 12, 13, 14, 15, 16; 9, 9, 9, 9, 9; 12, 13, 14, 15, 16; 10, 10, 10, 10, 10; 12, 13, 14, 15, 16; 11, 11, 11, 11, 11; 12, 13, 14, 15, 16]));
S = cumsum([[1, 1, 1, 1, 1]; P([2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22], :)]);
s = S(12, :);
EOF
fn v_scan_guarded <<EOF
term_1 = ones(size(z));
if $T
$GENERAL
else
$(echo "$body" | sed '1d')
end
EOF
names="'v_original', 'v_residual', 'v_empty', 'v_coefficients', 'v_tests', 'v_scan_general', 'v_scan_ideal', 'v_scan_guarded', 'v_facts'"
cat > "$w/timeall.m" <<EOF
function timeall(rounds)
names = {$names};
z = linspace(-0.5, 0.5, 5);
best = inf(1, numel(names));
outs = cell(1, numel(names));
for round = 1:rounds
  for i = 1:numel(names)
    f = str2func(names{i});
    t0 = tic;
    for r = 1:2000, s = f(0.5, 1.5, 2.5, z, 12); end
    best(i) = min(best(i), toc(t0));
    outs{i} = sprintf('%.17g ', s);
  end
end
for i = 1:numel(names)
  fprintf('%-16s %8.4f s  %5.2f  same %d\n', names{i}(3:end), best(i), best(i) / best(1), strcmp(outs{i}, outs{1}));
end
end
EOF
cat > "$w/randomly.m" <<'EOF'
function randomly(name)
f = str2func(name);
rand('seed', 7); randn('seed', 7);
specials = [0, -0, NaN, Inf, -Inf, 1e-310, -1e300, 1e300];
bad = 0;
for trial = 1:3000
  a = randn() * 10; b = randn() * 10; c = randn() * 10;
  m = floor(rand() * 4);
  z = randn(1, m) * 3;
  if mod(trial, 3) == 0 && m > 0
    z(1 + floor(rand() * m)) = specials(1 + floor(rand() * numel(specials)));
  end
  if mod(trial, 5) == 0, a = specials(1 + floor(rand() * numel(specials))); end
  if mod(trial, 7) == 0, c = -floor(rand() * 11); end
  if mod(trial, 11) == 0, z = reshape(z, [], 1); end
  if mod(trial, 13) == 0, z = single(z); end
  if mod(trial, 17) == 0, a = a + 1i; end
  if mod(trial, 19) == 0, b = int8(b); end
  if mod(trial, 23) == 0, c = [c, c]; end
  if mod(trial, 29) == 0, a = sparse(a); end
  [s1, e1] = call(@v_original, a, b, c, z);
  [s2, e2] = call(f, a, b, c, z);
  same = strcmp(e1, e2) && isequal(size(s1), size(s2)) && strcmp(class(s1), class(s2)) ...
    && isreal(s1) == isreal(s2) && issparse(s1) == issparse(s2) ...
    && strcmp(sprintf('%.17g,', real(s1), imag(s1)), sprintf('%.17g,', real(s2), imag(s2))) ...
    && isequal(1 ./ s1(s1 == 0), 1 ./ s2(s2 == 0));
  bad = bad + ~same;
end
fprintf('%-16s 3000 random inputs, %d differ\n', name(3:end), bad);
end

function [s, e] = call(f, a, b, c, z)
s = []; e = '';
try
  s = f(a, b, c, z, 12);
catch err
  e = err.message;
end
end
EOF
cd "$w"
echo "Octave (seconds for 2000 calls, ratio to the original):"
octave -qf --no-gui --eval "timeall($rounds)" 2>/dev/null
echo "matc:"
"$matc" run timeall.m "$rounds"
for v in v_residual v_scan_general v_scan_guarded; do
  echo "Octave: $(octave -qf --no-gui --eval "randomly('$v')" 2>/dev/null)"
  echo "matc:   $("$matc" run randomly.m "$v")"
done
