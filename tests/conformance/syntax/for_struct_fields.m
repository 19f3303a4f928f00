% Octave's loop over a struct's fields.
s.a = 1; s.b = 'q'; s.c = [1 2];
for [val, key] = s
  key
  val
endfor
t = struct('x', {1, 2});
for [v, k] = t
  k, v
end
for [v, k] = struct()
  disp('none')
end
try
  for [v, k] = 5
    disp(k)
  end
catch err
  disp(err.message)
end
