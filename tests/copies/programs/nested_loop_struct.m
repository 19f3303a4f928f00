% Shrunk by the random aliasing test (copies_property.rs): a struct field
% read back inside nested loops.
a = [1 2 3]; b = a; c = zeros(1, 3); d = c;
for p = 1:2
  b(1) = 8;
  for p = 1:1
    c = d;
    s.f = b; b(2) = 6; b = s.f;
  end
end
disp([a; b; c; d])
