% for loops over ranges of more elements than an array may hold: the range
% is never built, so the loop runs (and breaks) as in Octave; a range whose
% count passes Octave's 64-bit index is invalid.
function for_huge_range()
  s = 0;
  for i = 1:3e9
    s = s + i;
    if i > 3, break; end
  end
  disp(s)
  n = 0;
  for k = 5e9:-2:1
    n = n + k;
    if n > 1e10, break; end
  end
  printf('%d\n', n);
  try
    for j = 1:1e19
      disp('never');
    end
  catch e
    disp(e.message)
  end
end
