% arch_test: its argument checks.  (A valid call needs chi2cdf, which is
% in Octave's statistics package, not in Octave itself; matc computes the
% p-value with gammainc.  Its values agree with Octave's given a chi2cdf.)
t = (1:40)';
y = sin (t .^ 1.3) .* (1 + 0.8 * cos (t / 3));
bad = {{y, 2}, {[y y], 1, 1}, {y, ones(3, 2), 1}, {y, 1, 0}, {y, 1, 1.5}, {y, 1, [1 2]}, {y}};
for k = 1:numel (bad)
  try
    arch_test (bad{k}{:});
  catch err
    disp (err.message);
  end
end
