% spparms: the persistent settings of the sparse solvers, queried, set and printed.
spparms
x = spparms;
disp(x')
[k, v] = spparms ();
disp(k); disp(size(k)); disp(class(v))
spparms ('tight'); disp(spparms()')
spparms ('Default'); disp(spparms()')
spparms ([3 2 1]); disp(spparms()(1:4)')
spparms ('exact_d', 5); disp (spparms ('exact_d'))
disp (spparms ('EXACT_D'))
spparms ('spumoni', NaN); spparms ('ths_rel', [7 8]); spparms ('ths_abs', 1+2i); spparms ('piv_tol', int8(-3)); spparms ('bandden', 1e10);
spparms
spparms (true); disp(spparms('spumoni'))
spparms (ones (2, 2)); disp(spparms()')
spparms (zeros (1, 0)); disp(spparms()')
bad = {{1, 2, 3}, {'UNKNOWN_KEY'}, {{1, 2, 3}}, {ones(14, 1)}, {1, 1}, {'ths_rel', 'hello'}, {'ths_rel', []}, {'UNKNOWN_KEY', 1}, {'SPUMONI', 1}, {'tight', 1}};
for k = 1:numel (bad)
  try
    spparms (bad{k}{:});
  catch err
    disp (err.message);
  end
end
try
  [a, b, c] = spparms ();
catch err
  disp (err.message);
end
