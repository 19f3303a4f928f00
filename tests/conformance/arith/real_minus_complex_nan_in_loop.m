% A real value minus a complex one in a loop (which the native tier compiles,
% it holds a loop): the imaginary part is the complex one's negated, so a
% NaN there changes sign as Octave's double - complex gives it.
w = 2;
for k = 1:2
  for m = 1:1
    w = w - 1i * imag(-(NaN * (-0.25 + 1i)));
  end
end
disp(w)
q = 2;
for k = 1:2
  for m = 1:2
    q = q + 1i * imag(-(NaN * (-0.25 + 1i)));
    q = q - (1 + 2i);
  end
end
disp(q)
